import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './kit';
import { Till } from './Till';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <main>
      <h1>Snow-day bake sale</h1>
      <p>Pay for buns in SOL. Bring a Solana wallet.</p>
      <appkit-button />
      <Till />
    </main>
  </StrictMode>,
);
