import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

declare const __LNE_GIT_COMMIT__: string | undefined;

export type ServerVersion = {
  version: string;
  git_commit_id: string;
  nwos_version: string;
  nwos_latest_commit_id: string;
};

function readCommit(): string {
  if (process.env.LNE_GIT_COMMIT) return process.env.LNE_GIT_COMMIT;
  // Set at build time by tsup; absent when running from source.
  if (typeof __LNE_GIT_COMMIT__ === 'string' && __LNE_GIT_COMMIT__) return __LNE_GIT_COMMIT__;
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return 'unknown';
  }
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
