import type { Vrf } from '../../model/types';
import type { ParseInput, ParseResult } from '../../parse/types';
import { interfaceName } from '../common/records';
import { junosLines } from './common';

/**
 * Junos `show route instance` and `show route instance detail`: the routing instances, as VRFs. The main
 * instance (`master`) is the global table and no VRF; Junos's own `__juniper_private…__` instances are left out.
 * The detail form adds each instance's interfaces and route distinguisher.
 */

/** Whether an instance is a VRF of the model: any but the main one and Junos's private ones. */
function isVrf(name: string): boolean {
  return name !== 'master' && name !== 'default' && !/^__.*__$/.test(name);
}

const HEADER = /^Instance\s+Type$/;
const SUBHEADER = /^Primary RIB\s+Active\/holddown\/hidden$/;
/** `CUST-A               vrf`: an instance and its type, at the left edge. */
const INSTANCE_ROW = /^(\S+)\s+([a-z][a-z0-9-]*)\s*$/;
/** `CUST-A.inet.0    5/0/0`: one of its tables, indented. */
const TABLE_ROW = /^\s+\S+\s+\d+\/\d+\/\d+\s*$/;

/** `show route instance`: one VRF per instance, with the line it is listed on. */
export function parseJunosShowRouteInstance(text: string, input: ParseInput): ParseResult {
  const { log, lines, rejected } = junosLines(text, input);
  if (rejected) return rejected;
  if (lines.some((l) => /^\S+:$/.test(l.text.trim()) && !/^\s/.test(l.text))) {
    return parseDetail(lines, log, input);
  }
  const vrfs: Vrf[] = [];
  for (const { n, text: raw } of lines) {
    const t = raw.trim();
    if (HEADER.test(t) || SUBHEADER.test(t) || TABLE_ROW.test(raw)) {
      log.recognized++;
      continue;
    }
    const row = /^\s/.test(raw) ? null : INSTANCE_ROW.exec(raw);
    if (!row) {
      log.unrecognizedLine(n, raw);
      continue;
    }
    log.recognized++;
    const name = row[1] ?? '';
    if (isVrf(name)) vrfs.push({ name, interfaces: [], source: { file: input.file, line: n } });
  }
  return log.result(vrfs.length > 0 ? { vrfs } : {});
}

/** Lines of an instance's detail the model has no field for (`Tables:` rows are counted with them). */
const DETAIL_KNOWN = [
  /^Router ID: /,
  /^Type: \S+\s+State: /,
  /^Tables:$/,
  /^Vrf-(?:import|export)(?:-target)?: /,
  /^Fast-reroute-priority: /,
  /^Description: /,
  /^Restart State: /,
  /^Path selection timeout: /,
];
const DETAIL_TABLE = /^\S+\s*: \d+ routes? \(/;

function parseDetail(
  lines: ReturnType<typeof junosLines>['lines'],
  log: ReturnType<typeof junosLines>['log'],
  input: ParseInput,
): ParseResult {
  const vrfs: Vrf[] = [];
  let current: Vrf | undefined;
  let name: string | undefined;
  let inInterfaces = false;
  for (const { n, text: raw } of lines) {
    const t = raw.trim();
    const head = /^\s/.test(raw) ? null : /^(\S+):$/.exec(t);
    if (head) {
      name = head[1] ?? '';
      current = isVrf(name) ? { name, interfaces: [], source: { file: input.file, line: n } } : undefined;
      if (current) vrfs.push(current);
      inInterfaces = false;
      log.recognized++;
      continue;
    }
    if (name === undefined) {
      log.unrecognizedLine(n, raw);
      continue;
    }
    if (current?.source) current.source.endLine = n;
    if (t === 'Interfaces:') {
      inInterfaces = true;
      log.recognized++;
      continue;
    }
    if (inInterfaces && /^[a-z][\w/.:-]*$/i.test(t) && !t.endsWith(':')) {
      const iface = interfaceName(t, 'juniper_junos');
      if (current && !current.interfaces.includes(iface)) current.interfaces.push(iface);
      log.recognized++;
      continue;
    }
    inInterfaces = false;
    const rd = /^Route-distinguisher: (\S+)$/.exec(t);
    if (rd) {
      if (current) current.rd = rd[1];
      log.recognized++;
      continue;
    }
    if (DETAIL_TABLE.test(t) || DETAIL_KNOWN.some((p) => p.test(t))) log.recognized++;
    else log.unrecognizedLine(n, raw);
  }
  return log.result(vrfs.length > 0 ? { vrfs } : {});
}
