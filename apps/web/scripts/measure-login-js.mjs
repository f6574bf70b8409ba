// Measures the JavaScript the sign-in route loads (gzipped), from the production build served by the API
// server: opens /network/login in Chromium, records every script it fetches, gzips each file of dist/.
// Usage: node scripts/measure-login-js.mjs [baseURL]   (default http://127.0.0.1:4181)
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const baseURL = process.argv[2] ?? 'http://127.0.0.1:4181';
const dist = join(import.meta.dirname, '..', 'dist');
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
const page = await browser.newPage();
const scripts = new Set();
page.on('response', (response) => {
  const url = new URL(response.url());
  if (url.pathname.endsWith('.js')) scripts.add(url.pathname.replace(/^\/network\//, ''));
});
await page.goto(`${baseURL}/network/login`, { waitUntil: 'networkidle' });
await page.getByRole('button', { name: 'Sign in' }).waitFor();
await browser.close();

let total = 0;
for (const file of [...scripts].sort()) {
  const size = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
  total += size;
  console.log(`${(size / 1024).toFixed(1).padStart(8)} kB  ${file}`);
}
console.log(`${(total / 1024).toFixed(1).padStart(8)} kB  total gzipped JavaScript of /network/login`);
