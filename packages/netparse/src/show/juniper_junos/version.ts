import type { DeviceSystem, InventoryItem } from '../../model/types';
import type { ParseInput, ParseResult } from '../../parse/types';
import { junosLines } from './common';

const FIELD = /^(Hostname|Model|Junos|JUNOS OS Software|Serial Number|QFabric System ID|Chassis):\s*(.*)$/i;
/** `JUNOS Base OS boot [13.3R1.4]`, `labpkg [7.0]`, `Redis [2020…]`: one installed package. */
const PACKAGE = /^(\S[^[]*)\[([^\]]*)\]\s*$/;
/** Older releases print the release on a package line rather than a `Junos:` line. */
const RELEASE_PACKAGE = /^JUNOS (?:Software Release|Base OS boot|Base OS Software Suite)$/i;
/** Lines that name a package without a version, e.g. `Junos for Automation Enhancement`. */
const PACKAGE_NAME_ONLY = /^(?:JUNOS|Junos) [A-Za-z0-9 ()/_.-]+$/;

type Member = {
  label: string;
  line: number;
  hostname?: string;
  model?: string;
  version?: string;
  serial?: string;
};

/**
 * `show version`: hostname, model, release and serial. Multi-RE, virtual-chassis and cluster outputs repeat the
 * block per member (`fpc0:`, `node1:`); the first member describes the device, each member is an inventory item.
 */
export function parseJunosShowVersion(text: string, input: ParseInput): ParseResult {
  const { log, lines, sectionOf, rejected } = junosLines(text, input);
  if (rejected) return rejected;

  const members: Member[] = [];
  let current: Member | undefined;
  let fallbackVersion: string | undefined;
  const memberFor = (n: number): Member => {
    const label = sectionOf.get(n) ?? '';
    if (!current || current.label !== label) {
      current = { label, line: n };
      members.push(current);
    }
    return current;
  };

  for (const { n, text: raw } of lines) {
    const line = raw.trim();
    const field = FIELD.exec(line);
    if (field) {
      const member = memberFor(n);
      const key = (field[1] ?? '').toLowerCase();
      const value = (field[2] ?? '').trim();
      if (key === 'hostname') member.hostname ??= value;
      else if (key === 'model') member.model ??= value;
      else if (key === 'junos' || key === 'junos os software') member.version ??= value;
      else if (key === 'serial number') member.serial ??= value;
      log.recognized++;
      continue;
    }
    const pkg = PACKAGE.exec(line);
    if (pkg) {
      const member = memberFor(n);
      if (RELEASE_PACKAGE.test((pkg[1] ?? '').trim()) && !member.version) fallbackVersion ??= pkg[2];
      log.recognized++;
      continue;
    }
    if (PACKAGE_NAME_ONLY.test(line)) {
      log.recognized++;
      continue;
    }
    log.unrecognizedLine(n, raw);
  }

  const first = members.find((m) => m.hostname || m.model || m.version) ?? members[0];
  if (!first) return log.result({});
  const system: DeviceSystem = { vendor: 'Juniper', image: 'JUNOS' };
  if (first.hostname) system.hostname = first.hostname;
  if (first.model) system.model = first.model;
  const version = first.version ?? fallbackVersion;
  if (version) system.osVersion = version;
  if (first.serial) system.serial = first.serial;

  const inventory: InventoryItem[] = [];
  if (members.length > 1 || (members.length === 1 && first.label !== '')) {
    for (const member of members) {
      const item: InventoryItem = {
        name: member.label || 'member',
        source: { file: input.file, line: member.line },
      };
      if (member.model) item.model = member.model;
      if (member.version) item.version = member.version;
      if (member.serial) item.serial = member.serial;
      if (member.hostname) item.description = member.hostname;
      inventory.push(item);
    }
  }
  return log.result({
    ...(first.hostname ? { hostname: first.hostname } : {}),
    system,
    ...(inventory.length > 0 ? { inventory } : {}),
  });
}
