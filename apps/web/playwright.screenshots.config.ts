import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/** Captures the documentation screenshots into docs/screenshots/ (not part of the test suite). */
export default defineConfig({
  ...base,
  testDir: './screenshots',
  projects: [
    { name: 'screenshots', use: { browserName: 'chromium', viewport: { width: 1440, height: 900 } } },
  ],
});
