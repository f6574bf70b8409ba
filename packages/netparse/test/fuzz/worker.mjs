// The fuzz cases in a thread of their own, so that the test can stop a parse that never ends.
import { parentPort } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { runCases } = await import('./cases.ts');
runCases((event) => parentPort?.postMessage(event));
