import { defineConfig } from 'vite';

export default defineConfig({
  root: 'page',
  resolve: { conditions: ['@lne/source'] },
  build: { outDir: '../dist', emptyOutDir: true },
  worker: { format: 'es' },
  logLevel: 'warn',
});
