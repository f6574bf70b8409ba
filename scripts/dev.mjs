#!/usr/bin/env node
// `npm run dev`: Vite with HMR on :5173 and the API server in watch mode on :8081, Vite proxying /api to it.
import { installDependencies, pnpm } from './lib.mjs';

const installed = installDependencies();
if (installed !== 0) process.exit(installed);
process.exit(pnpm(['exec', 'turbo', 'run', 'dev', '--filter=@lne/web', '--filter=@lne/mock-api']));
