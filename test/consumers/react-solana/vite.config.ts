import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Two pages: AppKit's Solana example (index.html) and a multichain page (EVM + Solana in one modal).
export default defineConfig({ plugins: [react()], build: { rollupOptions: { input: { main: 'index.html', multichain: 'multichain.html' } } } });
