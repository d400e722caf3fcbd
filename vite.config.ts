import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API server listens on DEV_API_PORT during `npm run dev`; Vite serves the SPA on 3000 and proxies.
const apiTarget = `http://127.0.0.1:${process.env.DEV_API_PORT ?? '3001'}`;

export default defineConfig({
  root: 'src/web',
  plugins: [react()],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    reportCompressedSize: true,
    sourcemap: true,
  },
  server: {
    port: 3000,
    strictPort: true,
    proxy: { '/api': apiTarget, '/dev/mailbox': apiTarget },
  },
});
