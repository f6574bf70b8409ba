#!/usr/bin/env node
// The `netparse` command line.
import { readFileSync } from 'node:fs';
import { loadTemplateIndex, readSnapshotFolder, templatesDirFromEnv } from '../node/index';
import { runCli } from './run';

const exitCode = await runCli(process.argv.slice(2), {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  readFile: (path) => readFileSync(path === '-' ? 0 : path, 'utf8'),
  readFolder: readSnapshotFolder,
  templates: (dir) => {
    const folder = dir ?? templatesDirFromEnv();
    return folder === undefined ? undefined : loadTemplateIndex(folder);
  },
});
process.exitCode = exitCode;
