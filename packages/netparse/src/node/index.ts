/**
 * @lne/netparse/node: what needs Node's file system. Reads an ntc-templates `templates/` folder (its `index`
 * and the templates it names) so that users can point the product at their own ntc-templates checkout.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { type CompiledTextFsm, compileTextFsm } from '../textfsm/engine';
import { TemplateIndexError, TextFsmTemplateError } from '../textfsm/errors';
import { TemplateIndex } from '../textfsm/template-index';

/** The environment variable naming an ntc-templates `templates/` folder. */
export const NTC_TEMPLATES_DIR_ENV = 'NTC_TEMPLATES_DIR';

/** The templates folder named by `NTC_TEMPLATES_DIR`, if set. */
export function templatesDirFromEnv(
  env: Readonly<Record<string, string | undefined>> = process.env,
): string | undefined {
  const dir = env[NTC_TEMPLATES_DIR_ENV]?.trim();
  return dir ? dir : undefined;
}

/**
 * Reads the `index` of an ntc-templates `templates/` folder (default: `NTC_TEMPLATES_DIR`). Templates are read
 * and compiled when first used, then kept. Throws `TemplateIndexError` when the folder or its index is missing
 * or the index is unreadable.
 */
export function loadTemplateIndex(dir: string | undefined = templatesDirFromEnv()): TemplateIndex {
  if (dir === undefined) {
    throw new TemplateIndexError(`no templates folder given and ${NTC_TEMPLATES_DIR_ENV} is not set`);
  }
  const root = resolve(dir);
  if (!existsSync(root) || !statSync(root).isDirectory()) {
    throw new TemplateIndexError(`templates folder ${root} does not exist`);
  }
  const indexPath = join(root, 'index');
  if (!existsSync(indexPath)) throw new TemplateIndexError(`templates folder ${root} has no index file`);
  return new TemplateIndex(readFileSync(indexPath, 'utf8'), (name) => {
    // Index entries name files of the folder itself, never paths elsewhere.
    if (name === '' || name !== basename(name) || name === '.' || name === '..') return undefined;
    const path = join(root, name);
    return existsSync(path) && statSync(path).isFile() ? readFileSync(path, 'utf8') : undefined;
  });
}

/** Reads and compiles one template file; a template error names the file. */
export function loadTextFsmTemplate(path: string): CompiledTextFsm {
  const text = readFileSync(path, 'utf8');
  try {
    return compileTextFsm(text);
  } catch (e) {
    if (e instanceof TextFsmTemplateError) throw e.withTemplate(path);
    throw e;
  }
}

/** Files and folders a snapshot folder never holds: version control, editor and OS droppings. */
const SKIPPED = /^(?:\.git|\.svn|\.hg|\.DS_Store|__MACOSX|Thumbs\.db)$/;

/**
 * Every file under a snapshot folder, with its path relative to the folder (`/`-separated), read as UTF-8.
 * Symbolic links are not followed.
 */
export function readSnapshotFolder(dir: string): { path: string; text: string }[] {
  const root = resolve(dir);
  if (!statSync(root).isDirectory())
    throw Object.assign(new Error(`${root} is not a folder`), { code: 'ENOTDIR' });
  const out: { path: string; text: string }[] = [];
  const walk = (folder: string, prefix: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      if (SKIPPED.test(entry.name)) continue;
      const path = prefix === '' ? entry.name : `${prefix}/${entry.name}`;
      if (entry.isDirectory()) walk(join(folder, entry.name), path);
      else if (entry.isFile()) out.push({ path, text: readFileSync(join(folder, entry.name), 'utf8') });
    }
  };
  walk(root, '');
  return out;
}
