/** What a command of the `netparse` command line may use, so that commands can be tested without a process. */
export type CliIo = {
  stdout(text: string): void;
  stderr(text: string): void;
  /** Reads a file as UTF-8 (`-` is standard input). Throws Node's errors (ENOENT…). */
  readFile(path: string): string;
  /** Every file under a folder, with its path relative to the folder (`/`-separated). Throws Node's errors. */
  readFolder(path: string): { path: string; text: string }[];
  /** An ntc-templates index from a folder (`--templates`, else `NTC_TEMPLATES_DIR`), when there is one. */
  templates?(dir: string | undefined): import('../textfsm/template-index').TemplateIndex | undefined;
};

/** Exit codes of the `netparse` command line. */
export const EXIT = {
  ok: 0,
  /** The input reached a template's `Error` rule. */
  inputError: 1,
  /** Wrong arguments. */
  usage: 2,
  /** The template is not valid TextFSM. */
  templateError: 3,
  /** A file could not be read. */
  fileError: 4,
} as const;

export type CliCommand = {
  /** One usage line, without the program name. */
  usage: string;
  summary: string;
  run(args: readonly string[], io: CliIo): number | Promise<number>;
};

/** A message for a file that could not be read: `netparse: FILE: no such file`. */
export function fileErrorMessage(path: string, error: unknown): string {
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  const reason =
    code === 'ENOENT'
      ? 'no such file'
      : code === 'EISDIR'
        ? 'is a folder'
        : code === 'EACCES'
          ? 'permission denied'
          : error instanceof Error
            ? error.message
            : String(error);
  return `netparse: ${path}: ${reason}\n`;
}
