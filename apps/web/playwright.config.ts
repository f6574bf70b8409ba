import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4180);
const baseURL = `http://127.0.0.1:${port}`;
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'lne-e2e-'));
/** A second server, started with DEMO=1, for the read-only demo instance (e2e/demo.spec.ts). */
const demoPort = port + 1;
const demoDataDir = mkdtempSync(join(tmpdir(), 'lne-e2e-demo-'));
const isCI = Boolean(process.env.CI);
/** The built app the servers serve; another build (e.g. of a branch) can be tested with E2E_WEB_DIST. */
const webDist = process.env.E2E_WEB_DIST ?? resolve(import.meta.dirname, 'dist');

/** Chromium flags that give WebGL through SwiftShader in headless mode, on a machine without network. */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--use-angle=swiftshader',
  '--enable-unsafe-swiftshader',
];

export default defineConfig({
  testDir: './e2e',
  forbidOnly: isCI,
  retries: isCI ? 1 : 0,
  workers: 2,
  fullyParallel: false,
  // Room for a busy two-core machine, where the server, two browsers and the build share the cores: a call
  // that answers in 100 ms when quiet can take seconds there. Speed is measured in bench/, never here.
  timeout: 45_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  outputDir: 'test-results',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: chromiumArgs,
    },
  },
  projects: [
    // Signs each demo account in once and saves its state; the other specs reuse it through `storageState`.
    { name: 'setup', testMatch: /auth\.setup\.ts/ },
    {
      name: 'chromium',
      use: { browserName: 'chromium' },
      dependencies: ['setup'],
      testIgnore: /admin-restore\.spec\.ts/,
    },
    // A restore replaces every table of the shared server: it runs after all other specs, so it cannot undo
    // the data they create while they run.
    {
      name: 'restore',
      use: { browserName: 'chromium' },
      dependencies: ['chromium'],
      testMatch: /admin-restore\.spec\.ts/,
    },
  ],
  webServer: [
    {
      // The built server, serving the built web app on one origin, as `npm start` does.
      command: 'node ../mock-api/dist/main.js',
      url: `${baseURL}/api/version`,
      reuseExistingServer: !isCI,
      timeout: 120_000,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        WEB_DIST: webDist,
        LOG_LEVEL: 'silent',
        // The poller reaches the device lab on loopback addresses, never a generated network's addresses.
        POLLER_ALLOWED_SUBNETS: '127.0.0.0/8',
      },
    },
    {
      command: 'node ../mock-api/dist/main.js',
      url: `http://127.0.0.1:${demoPort}/api/version`,
      reuseExistingServer: !isCI,
      timeout: 120_000,
      env: {
        PORT: String(demoPort),
        HOST: '127.0.0.1',
        DATA_DIR: demoDataDir,
        DEMO: '1',
        WEB_DIST: webDist,
        LOG_LEVEL: 'silent',
      },
    },
  ],
});
