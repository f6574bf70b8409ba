// Runs Redocly's linter (the CLI installed in this package, offline) and reads its JSON report.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export type LintProblem = {
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
  location?: { pointer?: string }[];
};

export type LintReport = { totals: { errors: number; warnings: number }; problems: LintProblem[] };

const packageDir = fileURLToPath(new URL('..', import.meta.url));

/** Lints `file` (relative to the package) with `redocly.yaml`; throws when the linter itself cannot run. */
export function runRedoclyLint(file: string): LintReport {
  const result = spawnSync(
    'node_modules/.bin/redocly',
    ['lint', file, '--config', 'redocly.yaml', '--format', 'json'],
    {
      cwd: packageDir,
      encoding: 'utf8',
      timeout: 60_000,
      // Keep the run offline and quiet: no telemetry, no update check.
      env: {
        ...process.env,
        REDOCLY_TELEMETRY: 'off',
        REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
        NO_COLOR: '1',
      },
    },
  );
  if (result.error) throw result.error;
  const start = result.stdout.indexOf('{');
  if (start < 0) throw new Error(`redocly lint printed no report:\n${result.stdout}\n${result.stderr}`);
  return JSON.parse(result.stdout.slice(start)) as LintReport;
}

/** One readable line per error, e.g. `operation-operationId-unique: ... at #/paths/~1api~1a/get`. */
export function lintErrors(report: LintReport): string[] {
  return report.problems
    .filter((problem) => problem.severity === 'error')
    .map((problem) => {
      const where = problem.location?.[0]?.pointer;
      return `${problem.ruleId}: ${problem.message}${where ? ` at ${where}` : ''}`;
    });
}
