import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './kit';
import { Orchard } from './Orchard';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <main>
      <h1>Orchard co-op (ethers 6)</h1>
      <appkit-button />
      <Orchard />
    </main>
  </StrictMode>,
);
