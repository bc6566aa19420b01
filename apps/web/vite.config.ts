import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    port: 5173,
    // In development the API runs on its own port (npm run dev starts both).
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    target: 'es2022',
    // The server's CSP forbids inline scripts, so never inline the module preload polyfill.
    modulePreload: { polyfill: false },
    assetsInlineLimit: 0,
  },
});
