import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { COLOR_SCHEME_STORAGE_KEY } from './src/shared/color-scheme';
import { colorSchemeBoot } from './vite/color-scheme-boot';
import { precompress } from './vite/precompress';

const apiTarget = process.env.API_URL ?? `http://localhost:${process.env.API_PORT ?? 8081}`;

export default defineConfig({
  base: '/network/',
  // The app shell's colours before the first paint; Brotli and gzip copies of the build for the server.
  plugins: [react(), colorSchemeBoot(COLOR_SCHEME_STORAGE_KEY), precompress()],
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
