import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { measureCases, measureEngine, renderRates, withRatesSection } from './rates';

const section = renderRates(measureCases(), measureEngine());
if (process.argv.includes('--write')) {
  const path = resolve(import.meta.dirname, '../../README.md');
  writeFileSync(path, withRatesSection(readFileSync(path, 'utf8'), section));
  console.log(`wrote the pass rates into ${path}`);
} else {
  console.log(section);
}
