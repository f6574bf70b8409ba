import { resolve } from 'node:path';
import { writeTemplate } from './template';

// Run by the build: writes the template of new PGlite data directories into the given directory (default dist/).
const dir = resolve(process.argv[2] ?? 'dist');
const migrations = await writeTemplate(dir);
process.stdout.write(`PGlite data directory template written to ${dir} (${migrations.length} migrations)\n`);
