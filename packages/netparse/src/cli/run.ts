import { type CliCommand, type CliIo, EXIT } from './io';
import { parseCommand } from './parse-command';
import { textfsmCommand } from './textfsm-command';

/**
 * The commands of `netparse`, by name. Each lives in its own module and gets the arguments after its name.
 */
export const COMMANDS: Readonly<Record<string, CliCommand>> = {
  textfsm: textfsmCommand,
  parse: parseCommand,
};

export function usage(): string {
  const lines = Object.values(COMMANDS).map((c) => `  netparse ${c.usage.padEnd(24)} ${c.summary}`);
  return [
    'usage:',
    ...lines,
    '',
    `exit codes: ${EXIT.ok} ok, ${EXIT.inputError} input reached an Error rule, ${EXIT.usage} usage, ${EXIT.templateError} template error, ${EXIT.fileError} unreadable file`,
    '',
  ].join('\n');
}

/** Runs `netparse` with its arguments (without the program name); answers the exit code. */
export async function runCli(args: readonly string[], io: CliIo): Promise<number> {
  const [name, ...rest] = args;
  if (name === undefined || name === '-h' || name === '--help' || name === 'help') {
    (name === undefined ? io.stderr : io.stdout)(usage());
    return name === undefined ? EXIT.usage : EXIT.ok;
  }
  const command = COMMANDS[name];
  if (!command) {
    io.stderr(`netparse: unknown command '${name}'\n${usage()}`);
    return EXIT.usage;
  }
  return command.run(rest, io);
}
