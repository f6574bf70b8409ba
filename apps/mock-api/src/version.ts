import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

declare const __LNE_GIT_COMMIT__: string | undefined;

export type ServerVersion = {
  version: string;
  git_commit_id: string;
  nwos_version: string;
  nwos_latest_commit_id: string;
};

/**
 * The commit to report: `LNE_GIT_COMMIT` when set, else the checkout's HEAD when the server runs inside one,
 * else the commit baked in at build time. A build that Turborepo restored from its cache still carries the commit
 * it was first made at, although its inputs are those of HEAD: in a checkout, HEAD is the truth.
 */
export function pickCommit(
  env: string | undefined,
  checkout: () => string | undefined,
  baked: string | undefined,
): string {
  return env || checkout() || baked || 'unknown';
}

function checkoutCommit(): string | undefined {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], {
      cwd: dirname(fileURLToPath(import.meta.url)),
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    // Not in a checkout (a deployed build), or no git: the commit baked in at build time.
    return undefined;
  }
}

function readCommit(): string {
  return pickCommit(
    process.env.LNE_GIT_COMMIT,
    checkoutCommit,
    // Set at build time by tsup; absent when running from source.
    typeof __LNE_GIT_COMMIT__ === 'string' ? __LNE_GIT_COMMIT__ : undefined,
  );
}

function readPackageVersion(): string {
  const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
    version: string;
  };
  return manifest.version;
}

export function serverVersion(): ServerVersion {
  const version = process.env.LNE_VERSION ?? readPackageVersion();
  const commit = readCommit();
  return { version, git_commit_id: commit, nwos_version: version, nwos_latest_commit_id: commit };
}
