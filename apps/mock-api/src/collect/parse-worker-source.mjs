// The parse worker run from source (development, tests): TypeScript through tsx. The built server runs
// dist/parse-worker.js instead.
import { register } from 'tsx/esm/api';

register();
await import('./parse-worker.ts');
