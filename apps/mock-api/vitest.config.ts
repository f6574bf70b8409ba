import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['@lne/source'] },
  ssr: { resolve: { conditions: ['@lne/source'] } },
  test: { include: ['src/**/*.test.ts', 'test/**/*.test.ts'], environment: 'node' },
});
