import {
  commandFromFileName,
  commandFromPrompt,
  type InventoryHost,
  inferNetwork,
  isIpv4,
  mergeDevice,
  type NormalizedDevice,
  type ParsedFile,
  type ParsedSnapshot,
  type ParseWarning,
  type Platform,
  parseFile,
  parseNornirHosts,
  parseSnapshot,
} from '@lne/netparse';
import type { CollectedFile } from './report';

/**
 * Parses snapshot folders that mostly repeat one another (the collections of one network over time) as
 * `parseSnapshot` does, each text read once: a file whose text was read before keeps what its parse gave, so a
 * collection costs the files that changed since the one before, plus the network's inference.
 *
 * It reads the layout it knows (`configs/<host>.<ext>`, `show/<host>/<command>.txt`, `hosts.yaml` naming every
 * host's platform): each file goes through `parseFile` as `parseSnapshot` would send it, each device's files
 * through `mergeDevice`, the devices through `inferNetwork`. A folder of another shape is parsed by
 * `parseSnapshot` itself.
 */

const CONFIG =
  /^configs\/([^/]+?)(?:\.(?:cfg|conf|config|txt|rsc|log|running|startup|ios|eos|nxos|junos))?$/i;
const SHOW = /^show\/([^/]+)\/([^/]+)$/;

type Entry = { text: string; parsed: ParsedFile };

/** A device as `mergeDevice` made it, with what it was made of: made again only when one of these changed. */
type Merged = {
  files: readonly Entry[];
  hostname: string;
  platform: Platform;
  address: string | undefined;
  device: NormalizedDevice;
  warnings: ParseWarning[];
};

const sameEntries = (a: readonly Entry[], b: readonly Entry[]) =>
  a.length === b.length && a.every((entry, index) => entry === b[index]);

export class SnapshotParseCache {
  private entries = new Map<string, Entry>();
  private merged = new Map<string, Merged>();
  /** Files read from their text by the last parse (the others came from the cache). */
  lastParsed = 0;
  /** Devices merged from their files by the last parse (the others, whose files all read as before, were kept). */
  lastMerged = 0;

  /** A file of the last parse as it was read, while its text is `text` (the last parse had that layout). */
  parsedFile(path: string, text: string): { text: string; parsed: ParsedFile } | undefined {
    const entry = this.entries.get(path);
    return entry?.text === text ? entry : undefined;
  }

  parse(files: readonly CollectedFile[]): ParsedSnapshot {
    const inventoryFile = files.find((f) => f.path === 'hosts.yaml');
    if (!inventoryFile) return parseSnapshot(files);
    const { inventory, warnings } = parseNornirHosts(inventoryFile.text, inventoryFile.path);
    const hosts = new Map(Object.values(inventory).map((h) => [h.name.toLowerCase(), h]));
    const groups = new Map<string, { host: InventoryHost; files: Entry[] }>();
    const used = new Map<string, Entry>();
    this.lastParsed = 0;
    this.lastMerged = 0;
    for (const file of files) {
      if (file === inventoryFile) continue;
      const config = CONFIG.exec(file.path);
      const show = config ? null : SHOW.exec(file.path);
      const key = config?.[1] ?? show?.[1];
      const host = key ? hosts.get(key.toLowerCase()) : undefined;
      const command = show ? (commandFromFileName(show[2] ?? '') ?? commandFromPrompt(file.text)) : undefined;
      // Anything the known layout does not place (or whose platform the inventory does not give) is parsed
      // whole by `parseSnapshot`, so nothing reads differently from a folder the import would read.
      if (!host?.platform || !key || (show && !command)) return parseSnapshot(files);
      const cached = this.entries.get(file.path);
      let entry: Entry;
      if (cached && cached.text === file.text) entry = cached;
      else {
        entry = {
          text: file.text,
          parsed: parseFile(file, { platform: host.platform, kind: config ? 'config' : 'show', command }),
        };
        this.lastParsed += 1;
      }
      used.set(file.path, entry);
      const group = groups.get(key.toLowerCase()) ?? { host, files: [] };
      group.files.push(entry);
      groups.set(key.toLowerCase(), group);
    }
    this.entries = used;
    const merged = new Map<string, Merged>();
    const devices: NormalizedDevice[] = [];
    const reports: ParsedSnapshot['files'] = [];
    const inventoryOut: ParsedSnapshot['inventory'] = {};
    const allWarnings: ParseWarning[] = [...warnings];
    for (const [key, group] of groups) {
      const parsedFiles = group.files.map((entry) => entry.parsed);
      const configHostname = parsedFiles.find((f) => f.report.kind === 'config')?.result.facts.hostname;
      const shownHostname = parsedFiles
        .map((f) => f.result.facts.hostname ?? f.result.facts.system?.hostname)
        .find((h) => h !== undefined);
      const hostname = configHostname ?? shownHostname ?? key;
      const platform = group.host.platform ?? 'unknown';
      const address = group.host.address;
      // The same files (the same parses, in the same order) of the same host merge into the same device: it is
      // kept as it was merged (nothing downstream changes a parsed device), so a collection that repeats the
      // one before costs the devices whose texts changed.
      const before = this.merged.get(key);
      let device: Merged;
      if (
        before &&
        before.hostname === hostname &&
        before.platform === platform &&
        before.address === address &&
        sameEntries(before.files, group.files)
      )
        device = before;
      else {
        const made = mergeDevice(hostname, platform, parsedFiles);
        if (address && isIpv4(address)) made.device.managementIp = address;
        device = { files: group.files, hostname, platform, address, ...made };
        this.lastMerged += 1;
      }
      merged.set(key, device);
      devices.push(device.device);
      allWarnings.push(...device.warnings);
      inventoryOut[hostname] = group.host;
      for (const file of parsedFiles) reports.push({ ...file.report, device: hostname });
    }
    this.merged = merged;
    devices.sort((a, b) => a.hostname.localeCompare(b.hostname));
    reports.sort((a, b) => a.file.localeCompare(b.file));
    return {
      devices,
      inventory: inventoryOut,
      files: reports,
      records: [],
      warnings: allWarnings,
      inference: inferNetwork(devices),
    };
  }
}
