/**
 * Fuzzing every built-in parser through `parseFile` (cases in `test/fuzz/cases.ts`): each platform × show
 * command and each configuration dialect gets random bytes, random device words, very long lines, deep
 * indentation, ReDoS-shaped strings (runs of blanks, digits, dots, colons, dashes, quotes and braces without the
 * terminator a pattern waits for), truncated, CRLF and paged outputs, and binary content.
 *
 * Each parse must answer a result with a status, warnings of the model's shape with lines inside the text, and
 * no `parser-error`. Catastrophic backtracking is asserted absent by a budget per input that it exceeds by orders
 * of magnitude: the long inputs are 100,000 characters, on which a quadratic pattern takes 10¹⁰ steps (tens of
 * seconds) and an exponential one never ends, while every parser reads them in milliseconds. The cases run in a
 * worker thread watched from here: a parse that outruns the budget is stopped and named, rather than hanging the
 * test. Throughput figures are in bench/netparse.
 */
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { type CaseEvent, CONFIG_SAMPLES, groupOf, showCommands } from './fuzz/cases';

/** Far above what a linear parse of these inputs takes on a busy machine, far below a quadratic one. */
const BUDGET_MS = 4_000;

type Outcome = { elapsed: number; problems: string[] };

/** Every case's outcome by label, once the worker has run them all (or was stopped on one). */
const outcomes: Promise<Map<string, Outcome>> = new Promise((resolve, reject) => {
  const results = new Map<string, Outcome>();
  const worker = new Worker(new URL('./fuzz/worker.mjs', import.meta.url));
  let watchdog: NodeJS.Timeout | undefined;
  worker.on('message', (event: CaseEvent) => {
    if (event.type === 'start') {
      clearTimeout(watchdog);
      watchdog = setTimeout(() => {
        results.set(event.label, { elapsed: BUDGET_MS, problems: [`did not end within ${BUDGET_MS} ms`] });
        void worker.terminate().then(() => resolve(results));
      }, BUDGET_MS);
    } else if (event.type === 'done') {
      clearTimeout(watchdog);
      results.set(event.label, { elapsed: event.elapsed, problems: event.problems });
    } else {
      clearTimeout(watchdog);
      void worker.terminate().then(() => resolve(results));
    }
  });
  worker.on('error', (error) => {
    clearTimeout(watchdog);
    reject(error);
  });
});

async function expectGroup(group: string): Promise<void> {
  const all = await outcomes;
  const own = [...all].filter(([label]) => groupOf(label) === group);
  const bad = own
    .filter(([, o]) => o.problems.length > 0 || o.elapsed >= BUDGET_MS)
    .map(([label, o]) => `${label}: ${Math.round(o.elapsed)} ms ${o.problems.join('; ')}`.trim());
  expect(bad).toEqual([]);
  // A case stopped by the watchdog ends the run: the groups after it have no outcomes and say where it stopped.
  const stopped = [...all].find(([, o]) => o.elapsed >= BUDGET_MS)?.[0];
  expect(
    own.length,
    stopped ? `the run was stopped at ${stopped}` : `${group}: cases run`,
  ).toBeGreaterThanOrEqual(20);
}

for (const [platform, commands] of showCommands()) {
  describe(`fuzz: ${platform} show parsers`, () => {
    for (const command of commands) it(command, () => expectGroup(`${platform} ${command}`), 900_000);
  });
}

describe('fuzz: configuration dialects', () => {
  for (const platform of Object.keys(CONFIG_SAMPLES))
    it(platform, () => expectGroup(`config ${platform}`), 900_000);
});

describe('fuzz: detection', () => {
  it('tells the platform and kind of any input', () => expectGroup('detection'), 900_000);
});
