import { parseSnapshot } from '../parse/snapshot';
import type { TemplateIndex } from '../textfsm/template-index';
import { type CliCommand, type CliIo, EXIT, fileErrorMessage } from './io';

/**
 * `netparse parse FOLDER [--templates DIR] [--summary]`: a snapshot folder (configs/, show/<host>/, hosts.yaml)
 * parsed into devices, file reports and the network's inference, as JSON. `--summary` prints one line per file
 * and device instead.
 */
export const parseCommand: CliCommand = {
  usage: 'parse FOLDER [--templates DIR] [--summary]',
  summary: 'parse a snapshot folder; print devices, file reports and the inferred links and hosts as JSON',
  run(args: readonly string[], io: CliIo): number {
    let folder: string | undefined;
    let templatesDir: string | undefined;
    let summary = false;
    for (let i = 0; i < args.length; i++) {
      const arg = args[i];
      if (arg === '--summary') summary = true;
      else if (arg === '--templates') templatesDir = args[++i];
      else if (folder === undefined && arg !== undefined && !arg.startsWith('--')) folder = arg;
      else {
        io.stderr(`usage: netparse ${this.usage}\n`);
        return EXIT.usage;
      }
    }
    if (folder === undefined) {
      io.stderr(`usage: netparse ${this.usage}\n`);
      return EXIT.usage;
    }
    let files: { path: string; text: string }[];
    try {
      files = io.readFolder(folder);
    } catch (e) {
      io.stderr(fileErrorMessage(folder, e));
      return EXIT.fileError;
    }
    let templates: TemplateIndex | undefined;
    try {
      templates = io.templates?.(templatesDir);
    } catch (e) {
      io.stderr(`netparse: ${e instanceof Error ? e.message : String(e)}\n`);
      return EXIT.fileError;
    }
    const parsed = parseSnapshot(files, undefined, { templates });
    if (!summary) {
      io.stdout(`${JSON.stringify(parsed, null, 2)}\n`);
      return EXIT.ok;
    }
    for (const file of parsed.files) {
      io.stdout(
        `${file.status.padEnd(14)} ${file.platform.padEnd(18)} ${file.file}  (${file.parser ?? 'no parser'}; ${file.recognizedLines} lines read, ${file.unrecognizedLines} not, ${file.warnings.length} warnings)\n`,
      );
    }
    const { inference } = parsed;
    io.stdout(
      `\n${parsed.devices.length} devices, ${inference.unknownDevices.length} unknown neighbours, ${inference.links.length} links, ${inference.hosts.length} hosts, ${inference.vlanSubnets.length} VLAN subnets\n`,
    );
    for (const device of parsed.devices) {
      io.stdout(
        `  ${device.hostname} (${device.platform}, ${inference.roles[device.hostname]?.role ?? 'unknown'}): ${device.interfaces.length} interfaces, ${device.neighbors.length} neighbours, ${device.routes.length} routes\n`,
      );
    }
    for (const warning of parsed.warnings)
      io.stderr(`netparse: ${warning.file}:${warning.line}: ${warning.code}: ${warning.text}\n`);
    return EXIT.ok;
  },
};
