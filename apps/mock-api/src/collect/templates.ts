import type { ParseWarning, TemplateIndex } from '@lne/netparse';
import { loadTemplateIndex, NTC_TEMPLATES_DIR_ENV, templatesDirFromEnv } from '@lne/netparse/node';

/** What `NTC_TEMPLATES_DIR` gives a parse: the user's template index, or why it could not be read. */
export type UserTemplates = { templates?: TemplateIndex; warning?: ParseWarning };

/** Indexes by folder, read once: their templates are compiled on first use and kept with them. */
const LOADED = new Map<string, UserTemplates>();

/**
 * The ntc-templates index of the folder `NTC_TEMPLATES_DIR` names, for show commands the built-in parsers do
 * not read (the file's report then names the template). Nothing when the variable is not set; a warning of the
 * run when the folder or its `index` cannot be read, and the parse goes on without it.
 */
export function userTemplates(
  env: Readonly<Record<string, string | undefined>> = process.env,
): UserTemplates {
  const dir = templatesDirFromEnv(env);
  if (dir === undefined) return {};
  const known = LOADED.get(dir);
  if (known) return known;
  let loaded: UserTemplates;
  try {
    loaded = { templates: loadTemplateIndex(dir) };
  } catch (error) {
    loaded = {
      warning: {
        file: '',
        line: 0,
        severity: 'warning',
        code: 'templates-unreadable',
        text: `${NTC_TEMPLATES_DIR_ENV}=${dir}: ${error instanceof Error ? error.message : String(error)}; parsed without the user's templates`,
      },
    };
  }
  LOADED.set(dir, loaded);
  return loaded;
}
