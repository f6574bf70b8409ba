import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts', node: 'src/node/index.ts', cli: 'src/cli/main.ts' },
  format: ['esm'],
  target: 'es2022',
  dts: { entry: { index: 'src/index.ts', node: 'src/node/index.ts' } },
  clean: true,
  sourcemap: true,
});
