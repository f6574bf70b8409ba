import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = process.env.API_URL ?? `http://localhost:${process.env.API_PORT ?? 8081}`;

export default defineConfig({
  base: '/network/',
  plugins: [react()],
  resolve: { conditions: ['@lne/source', 'module', 'browser', 'development|production'] },
  server: {
    port: Number(process.env.WEB_PORT ?? 5173),
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/docs': { target: apiTarget, changeOrigin: true },
      '/send-email': { target: apiTarget, changeOrigin: true },
    },
  },
  build: { sourcemap: true, chunkSizeWarningLimit: 1500 },
});
