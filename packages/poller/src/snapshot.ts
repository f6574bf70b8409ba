import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { DeviceResult } from './types';

/**
 * A poll as a snapshot folder in the import layout, so it can be exported, shared and re-imported:
 *
 * ```
 * configs/<name>.cfg              the running configuration
 * show/<name>/<command>.txt       every other accepted command (the version included)
 * hosts.yaml                      Nornir SimpleInventory: address, platform, port, data
 * ```
 *
 * Refused and unfinished commands stay in the results only: they are not what the device shows.
 */
export type SnapshotFile = { path: string; text: string };

/** A name safe as one path segment (no separators, no `..`). */
export function pathSegment(name: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters make unusable file names
  const cleaned = name.replace(/[/\\\x00-\x1f]/g, '_').trim();
  return cleaned === '' || cleaned === '.' || cleaned === '..' ? '_' : cleaned;
}

/** The file name of a command's output: the command, its leading RouterOS `/` dropped, other slashes `_`. */
export function commandFileName(command: string): string {
  return `${pathSegment(command.trim().replace(/^\//, '').replace(/\s+/g, ' '))}.txt`;
}

function yamlString(text: string): string {
  return JSON.stringify(text);
}

export function inventoryYaml(
  results: readonly DeviceResult[],
  data: Record<string, Record<string, string>> = {},
): string {
  const lines: string[] = [];
  for (const result of results) {
    lines.push(`${yamlString(result.name)}:`);
    lines.push(`  hostname: ${yamlString(result.host)}`);
    if (result.platform) lines.push(`  platform: ${yamlString(result.platform)}`);
    if (result.port !== (result.transport === 'telnet' ? 23 : 22)) lines.push(`  port: ${result.port}`);
    const extra = Object.entries(data[result.name] ?? {});
    if (extra.length > 0) {
      lines.push('  data:');
      for (const [key, value] of extra) lines.push(`    ${yamlString(key)}: ${yamlString(value)}`);
    }
  }
  return lines.length === 0 ? '{}\n' : `${lines.join('\n')}\n`;
}

/**
 * The files of a snapshot folder holding these results' accepted outputs, and an inventory of the devices
 * polled (failed ones too, so a re-import knows them). `data` adds inventory data per device name.
 */
export function snapshotFiles(
  results: readonly DeviceResult[],
  options: { data?: Record<string, Record<string, string>> } = {},
): SnapshotFile[] {
  const files: SnapshotFile[] = [];
  for (const result of results) {
    const name = pathSegment(result.name);
    for (const output of result.outputs) {
      if (output.status !== 'ok') continue;
      if (output.kind === 'config') files.push({ path: `configs/${name}.cfg`, text: output.text });
      else files.push({ path: `show/${name}/${commandFileName(output.command)}`, text: output.text });
    }
  }
  files.push({ path: 'hosts.yaml', text: inventoryYaml(results, options.data) });
  return files;
}

/** Writes a poll's snapshot folder (see `snapshotFiles`); returns the files written. */
export async function writeSnapshotFolder(
  folder: string,
  results: readonly DeviceResult[],
  options: { data?: Record<string, Record<string, string>> } = {},
): Promise<SnapshotFile[]> {
  const files = snapshotFiles(results, options);
  for (const file of files) {
    const path = join(folder, file.path);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, file.text, 'utf8');
  }
  return files;
}
