import { compileTextFsm } from '../textfsm/engine';
import { TextFsmError, TextFsmTemplateError } from '../textfsm/errors';
import { type CliCommand, type CliIo, EXIT, fileErrorMessage } from './io';

/** `netparse textfsm TEMPLATE FILE`: the records as JSON, as ntc-templates' `parse_output` returns them. */
export const textfsmCommand: CliCommand = {
  usage: 'textfsm TEMPLATE FILE',
  summary: 'parse FILE (or - for standard input) with a TextFSM template; print the records as JSON',
  run(args: readonly string[], io: CliIo): number {
    const [templatePath, inputPath, ...extra] = args;
    if (templatePath === undefined || inputPath === undefined || extra.length > 0) {
      io.stderr(`usage: netparse ${this.usage}\n`);
      return EXIT.usage;
    }
    const read = (path: string): string | undefined => {
      try {
        return io.readFile(path);
      } catch (e) {
        io.stderr(fileErrorMessage(path, e));
        return undefined;
      }
    };
    const template = read(templatePath);
    if (template === undefined) return EXIT.fileError;
    const input = read(inputPath);
    if (input === undefined) return EXIT.fileError;
    try {
      const result = compileTextFsm(template).parseDetailed(input);
      for (const note of result.notes) io.stderr(`netparse: ${inputPath}:${note.line}: ${note.message}\n`);
      io.stdout(`${JSON.stringify(result.records, null, 2)}\n`);
      return EXIT.ok;
    } catch (e) {
      if (e instanceof TextFsmTemplateError) {
        const where = e.line !== undefined ? `${templatePath}:${e.line}` : templatePath;
        const text = e.lineText !== undefined ? `\n  ${e.lineText}` : '';
        io.stderr(`netparse: ${where}: template error: ${e.reason}${text}\n`);
        return EXIT.templateError;
      }
      if (e instanceof TextFsmError) {
        const what = e.errorMessage ?? 'Error rule reached';
        const line = e.inputText.length > 200 ? `${e.inputText.slice(0, 200)}…` : e.inputText;
        io.stderr(
          `netparse: ${inputPath}:${e.inputLine}: ${what} (template line ${e.templateLine})\n  ${line}\n`,
        );
        return EXIT.inputError;
      }
      throw e;
    }
  },
};
