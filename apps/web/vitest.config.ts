import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['@lne/source'] },
  test: {
    environment: 'happy-dom',
    // Generous: CI machines have 2 cores shared by every package's tests; speed is measured in bench/.
    testTimeout: 30_000,
    include: ['src/**/*.test.{ts,tsx}', 'vite/**/*.test.ts'],
    setupFiles: ['./vitest.setup.ts'],
  },
});
