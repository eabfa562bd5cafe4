import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  base: '/staff/',
  plugins: [react()],
  // The server puts a fresh nonce here in each response (server/src/web/sendAppPage.ts).
  html: { cspNonce: 'CSP_NONCE_PLACEHOLDER' },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true, target: 'es2022' },
  server: { proxy: { '/api': 'http://127.0.0.1:3000' } },
});
