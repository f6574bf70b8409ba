import type { NormalizedInterface, SourceRef } from '@lne/netparse';
import type { AssessedDevice, Evidence, EvidenceLine, ParsedConfig, Severity } from './types';

/** A block (an interface, a line vty…) is shown with at most this many of its lines. */
const MAX_BLOCK_LINES = 12;

/** Where evidence points: a whole statement (all its lines) or only its first line (a block's header). */
export type Ref = SourceRef | { ref: SourceRef; head: true };

function linesOf(config: ParsedConfig, refs: readonly (Ref | undefined)[]): EvidenceLine[] {
  const numbers = new Set<number>();
  for (const item of refs) {
    if (!item) continue;
    const ref = 'head' in item ? item.ref : item;
    if (ref.file !== config.source) continue;
    const last =
      'head' in item ? ref.line : Math.min(ref.endLine ?? ref.line, ref.line + MAX_BLOCK_LINES - 1);
    for (let n = ref.line; n <= last; n++) numbers.add(n);
  }
  return [...numbers]
    .sort((a, b) => a - b)
    .filter((n) => n >= 1 && n <= config.lines.length)
    .map((n) => ({ line: n, text: config.lines[n - 1] ?? '' }));
}

/** Lines of the device's configuration that prove a finding. */
export function configEvidence(
  device: AssessedDevice,
  refs: readonly (Ref | undefined)[],
  note: string | null = null,
): Evidence {
  const config = device.config;
  return {
    device_id: device.record.unique_id,
    device_name: device.record.data.name,
    config_id: config?.configId ?? null,
    file: config?.file ?? null,
    lines: config ? linesOf(config, refs) : [],
    note,
  };
}

/** Facts of the device's operational state (stored ports, hosts, spanning tree) that prove a finding. */
export function stateEvidence(
  device: AssessedDevice,
  facts: readonly string[],
  note: string | null = null,
): Evidence {
  return {
    device_id: device.record.unique_id,
    device_name: device.record.data.name,
    config_id: null,
    file: null,
    lines: facts.map((text) => ({ line: null, text })),
    note,
  };
}

/** The block header of an interface in the configuration, when the configuration has one. */
export function interfaceBlock(
  config: ParsedConfig | null,
  iface: NormalizedInterface | undefined,
): Ref | undefined {
  const block = iface?.sources.find((s) => s.file === config?.source);
  return block ? { ref: block, head: true } : undefined;
}

/**
 * The interface that carries a port's switching and addressing settings: Junos puts them on the port's logical
 * unit 0 (`ge-0/0/1.0`: `family ethernet-switching`, `family inet address`), every other platform on the port.
 */
export function settingsOf(
  config: ParsedConfig | null,
  iface: NormalizedInterface | undefined,
): NormalizedInterface | undefined {
  if (!iface || config?.family !== 'junos' || iface.parent !== undefined) return iface;
  const unit = `${iface.name}.0`;
  return config.model.interfaces.find((i) => i.name === unit && i.parent === iface.name) ?? iface;
}

/** The interface of the parsed configuration that a port of the stored document names (any spelling). */
export function interfaceOf(device: AssessedDevice, name: string): NormalizedInterface | undefined {
  const config = device.config;
  if (!config) return undefined;
  const lower = name.toLowerCase();
  return config.model.interfaces.find(
    (i) => i.name.toLowerCase() === lower || i.shortName.toLowerCase() === lower,
  );
}

export const finding = (
  severity: Severity,
  message: string,
  evidence: Evidence[],
  iface: string | null = null,
) => ({ severity, message, interface: iface, evidence });

/** A finding about a statement the configuration lacks: the file as evidence, and what is missing. */
export const absent = (device: AssessedDevice, severity: Severity, message: string, note: string) => [
  finding(severity, message, [configEvidence(device, [], note)]),
];

/** The text of a configuration line, trimmed, as findings quote it. */
export function lineText(config: ParsedConfig | null, ref: SourceRef | undefined): string | undefined {
  if (!config || !ref || ref.file !== config.source) return undefined;
  return config.lines[ref.line - 1]?.trim();
}
