import { parse as parseYaml } from 'yaml';
import type { ParseWarning, Platform } from '../model/types';

/**
 * An inventory entry as Nornir's SimpleInventory writes it in `hosts.yaml`:
 * `<name>: {hostname: <management address>, platform: <netmiko name>, groups: [...], data: {site: ...}}`.
 */
export type InventoryHost = {
  /** The key of the entry: the name its files are filed under (`configs/<name>.cfg`, `show/<name>/…`). */
  name: string;
  /** Management address or DNS name (Nornir's `hostname`). */
  address?: string;
  platform?: Platform;
  groups: string[];
  site?: string;
  /** The entry's `data`, kept as given. */
  data: Record<string, unknown>;
};

export type Inventory = Record<string, InventoryHost>;

function text(value: unknown): string | undefined {
  if (typeof value === 'string' && value.trim() !== '') return value.trim();
  if (typeof value === 'number') return String(value);
  return undefined;
}

/** Reads a `hosts.yaml`; entries it cannot read become warnings (with their line), never an exception. */
export function parseNornirHosts(
  source: string,
  file = 'hosts.yaml',
): { inventory: Inventory; warnings: ParseWarning[] } {
  const warnings: ParseWarning[] = [];
  const inventory: Inventory = {};
  let document: unknown;
  try {
    document = parseYaml(source, { maxAliasCount: 100, uniqueKeys: false });
  } catch (error) {
    const line =
      typeof error === 'object' && error !== null && 'linePos' in error && Array.isArray(error.linePos)
        ? Number((error.linePos[0] as { line?: number } | undefined)?.line ?? 0)
        : 0;
    warnings.push({
      file,
      line,
      severity: 'error',
      code: 'inventory-unreadable',
      text: `the inventory is not valid YAML: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`,
    });
    return { inventory, warnings };
  }
  if (document === null || document === undefined) return { inventory, warnings };
  if (typeof document !== 'object' || Array.isArray(document)) {
    warnings.push({
      file,
      line: 1,
      severity: 'error',
      code: 'inventory-unreadable',
      text: 'the inventory is not a map of hosts',
    });
    return { inventory, warnings };
  }
  for (const [name, raw] of Object.entries(document as Record<string, unknown>)) {
    const entry =
      raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
    if (raw !== null && raw !== undefined && entry !== raw) {
      warnings.push({
        file,
        line: 0,
        severity: 'warning',
        code: 'inventory-entry',
        text: `host ${name}: not a map, taken as a name only`,
      });
    }
    const data =
      entry.data && typeof entry.data === 'object' && !Array.isArray(entry.data)
        ? (entry.data as Record<string, unknown>)
        : {};
    const groups = Array.isArray(entry.groups)
      ? entry.groups.map(text).filter((g): g is string => g !== undefined)
      : [];
    inventory[name] = {
      name,
      address: text(entry.hostname),
      platform: text(entry.platform),
      groups,
      site: text(data.site) ?? text(entry.site),
      data,
    };
  }
  return { inventory, warnings };
}
