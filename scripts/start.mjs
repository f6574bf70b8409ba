#!/usr/bin/env node
// `npm start`: installs, builds and serves the web app and the API server on one origin.
import { spawn } from 'node:child_process';
import { join, resolve } from 'node:path';
import { childEnv, installDependencies, pnpm, root } from './lib.mjs';

const port = Number(process.env.PORT ?? 8080);
const dataDir = resolve(root, process.env.DATA_DIR ?? '.data');

function check(code, what) {
  if (code !== 0) {
    console.error(`npm start: ${what} failed (exit ${code})`);
    process.exit(code);
  }
}

check(installDependencies(), 'installing dependencies');
check(
  pnpm([
    'exec',
    'turbo',
    'run',
    'build',
    '--filter=@lne/web',
    '--filter=@lne/mock-api',
    '--output-logs=errors-only',
  ]),
  'building',
);

const server = spawn(process.execPath, [join(root, 'apps/mock-api/dist/main.js')], {
  cwd: root,
  stdio: 'inherit',
  env: childEnv({ PORT: String(port), DATA_DIR: dataDir, WEB_DIST: join(root, 'apps/web/dist') }),
});

const url = `http://localhost:${port}`;
async function announceWhenReady() {
  for (let attempt = 0; attempt < 600; attempt++) {
    try {
      const response = await fetch(`${url}/api/version`);
      if (response.ok) {
        console.log(`
  Lightweight Network Explorer is running at ${url}/network/
  API documentation: ${url}/docs      Data directory: ${dataDir}

  Demo accounts (username / password):
    admin  / admin    administrator, superuser
    user   / user     user
    reader / reader   read-only reader
    demo   / demo     read-only demo account
`);
        return;
      }
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  console.error(`npm start: the server did not answer at ${url} within two minutes`);
}
void announceWhenReady();

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
