// The dataset worker run from source (development, tests): TypeScript through tsx. The built server runs
// dist/dataset-worker.js instead.
import { register } from 'tsx/esm/api';

register();
await import('./dataset-worker.ts');
