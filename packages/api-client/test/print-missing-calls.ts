// Prints the spec §7 calls that openapi/openapi.yaml lacks: `npx tsx test/print-missing-calls.ts`.
// Exits 1 when some are missing, so it can also gate a script.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { formatCalls, missingCalls, parseSpecCalls } from './spec-coverage';

const fixture = parseSpecCalls(readFileSync(new URL('./fixtures/spec-calls.txt', import.meta.url), 'utf8'));
const document: unknown = parse(readFileSync(new URL('../openapi/openapi.yaml', import.meta.url), 'utf8'));
const missing = missingCalls(document, fixture);
if (missing.length === 0) {
  console.log(`All ${fixture.length} calls of spec §7 are in openapi/openapi.yaml.`);
} else {
  console.log(
    `${missing.length} of ${fixture.length} calls of spec §7 are missing from openapi/openapi.yaml:`,
  );
  console.log(formatCalls(missing));
  process.exitCode = 1;
}
