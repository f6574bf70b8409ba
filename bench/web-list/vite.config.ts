import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The harness is served by `vite preview`, which forwards /api to the server under test (BENCH_API_URL).
export default defineConfig({
  root: 'harness',
  plugins: [react()],
  resolve: { conditions: ['@lne/source'] },
  build: { outDir: '../dist', emptyOutDir: true },
  preview: { proxy: { '/api': process.env.BENCH_API_URL ?? 'http://127.0.0.1:4210' } },
  logLevel: 'warn',
});
