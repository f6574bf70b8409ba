import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  COMMANDS_END,
  COMMANDS_START,
  measureCases,
  measureEngine,
  RATES_END,
  RATES_START,
  renderCommands,
  renderRates,
  withSection,
} from './rates';

const rates = renderRates(measureCases(), measureEngine());
const commands = renderCommands();
if (process.argv.includes('--write')) {
  const path = resolve(import.meta.dirname, '../../README.md');
  let readme = readFileSync(path, 'utf8');
  readme = withSection(readme, RATES_START, RATES_END, rates);
  readme = withSection(readme, COMMANDS_START, COMMANDS_END, commands);
  writeFileSync(path, readme);
  console.log(`wrote the pass rates and the commands into ${path}`);
} else {
  console.log(`${commands}\n\n${rates}`);
}
