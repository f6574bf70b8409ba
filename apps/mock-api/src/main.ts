import { resolve } from 'node:path';
import { buildApp } from './app';

const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '0.0.0.0';
const webDist = process.env.WEB_DIST ? resolve(process.env.WEB_DIST) : undefined;

const app = await buildApp({ webDist, logger: process.env.LOG_LEVEL !== 'silent' });
await app.listen({ port, host });
