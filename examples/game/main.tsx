// Demo wallet first: it answers the modal's EIP-6963 discovery as soon as the modal starts.
import '../demo-wallet.js';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app.js';

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>
  );
}
