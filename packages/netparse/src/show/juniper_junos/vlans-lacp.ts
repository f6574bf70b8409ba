import { canonicalInterface } from '../../model/interface-names';
import type { Lag, Vlan } from '../../model/types';
import type { ParseInput, ParseResult } from '../../parse/types';
import { junosLines } from './common';

/**
 * `show vlans`, the ELS form (`Routing instance / VLAN name / Tag / Interfaces`, interfaces one per line) and the
 * older one (`Name / Tag / Interfaces`, interfaces comma-separated). `*` marks an active member and is dropped.
 * A VLAN without a tag has no ID to key it and is reported.
 */
export function parseJunosShowVlans(text: string, input: ParseInput): ParseResult {
  const { log, lines, rejected } = junosLines(text, input);
  if (rejected) return rejected;
  const vlans: Vlan[] = [];
  let withInstance = false;
  let current: Vlan | undefined;
  let headerSeen = false;
  const addInterfaces = (words: string[]) => {
    if (!current) return;
    for (const word of words) {
      const name = word.replace(/[*,]+$/, '').replace(/^,+/, '');
      if (name === '' || name === 'None') continue;
      current.interfaces = [...(current.interfaces ?? []), canonicalInterface(name, 'juniper_junos').name];
    }
  };
  for (const { n, text: raw } of lines) {
    const line = raw.trim();
    if (/^Routing instance\s+VLAN name\s+Tag\s+Interfaces$/i.test(line)) {
      withInstance = true;
      headerSeen = true;
      log.recognized++;
      continue;
    }
    if (/^Name\s+Tag\s+Interfaces$/i.test(line)) {
      withInstance = false;
      headerSeen = true;
      log.recognized++;
      continue;
    }
    const words = line.split(/[\s,]+/).filter((w) => w !== '');
    if (/^\s/.test(raw)) {
      if (!current && !headerSeen) {
        log.unrecognizedLine(n, raw);
        continue;
      }
      addInterfaces(words);
      log.recognized++;
      continue;
    }
    const rest = withInstance ? words.slice(1) : words;
    const [name, tag, ...members] = rest;
    if (!name) {
      log.unrecognizedLine(n, raw);
      continue;
    }
    log.recognized++;
    if (tag === undefined || !/^\d{1,4}$/.test(tag)) {
      current = undefined;
      log.warn(n, 'vlan-without-id', `VLAN ${name} has no tag in this output`, 'info');
      continue;
    }
    current = { id: Number(tag), name, interfaces: [], source: { file: input.file, line: n } };
    vlans.push(current);
    addInterfaces(members);
  }
  return log.result({ vlans });
}

/**
 * `show lacp interfaces`: each aggregated interface with its members, their mux state (bundled when collecting
 * and distributing) from the `LACP protocol` rows.
 */
export function parseJunosShowLacpInterfaces(text: string, input: ParseInput): ParseResult {
  const { log, lines, rejected } = junosLines(text, input);
  if (rejected) return rejected;
  const lags: Lag[] = [];
  let current: Lag | undefined;
  let block: 'state' | 'protocol' | undefined;
  for (const { n, text: raw } of lines) {
    const line = raw.trim();
    const header = /^Aggregated interface:\s*(\S+)$/.exec(line);
    if (header) {
      const name = canonicalInterface(header[1] ?? '', 'juniper_junos');
      current = {
        name: name.name,
        shortName: name.shortName,
        protocol: 'lacp',
        members: [],
        source: { file: input.file, line: n },
      };
      lags.push(current);
      block = undefined;
      log.recognized++;
      continue;
    }
    if (/^LACP state:/.test(line)) {
      block = 'state';
      log.recognized++;
      continue;
    }
    if (/^LACP protocol:/.test(line)) {
      block = 'protocol';
      log.recognized++;
      continue;
    }
    if (!current || !block) {
      log.unrecognizedLine(n, raw);
      continue;
    }
    const words = line.split(/\s+/);
    const member = words[0];
    if (!member) {
      log.unrecognizedLine(n, raw);
      continue;
    }
    const name = canonicalInterface(member, 'juniper_junos').name;
    if (block === 'state') {
      if (
        (words[1] === 'Actor' || words[1] === 'Partner') &&
        !current.members.some((m) => m.interface === name)
      ) {
        current.members.push({ interface: name });
      }
      log.recognized++;
      continue;
    }
    // `xe-0/0/0:0  Current  Slow periodic  Collecting distributing`: the mux state is the last column.
    const mux =
      /\s(Collecting distributing|Collecting|Distributing|Attached|Detached|Waiting|Mux \S+)$/i.exec(
        line,
      )?.[1];
    let entry = current.members.find((m) => m.interface === name);
    if (!entry) {
      entry = { interface: name };
      current.members.push(entry);
    }
    if (mux) {
      entry.state = mux;
      entry.bundled = /^collecting distributing$/i.test(mux);
    }
    log.recognized++;
  }
  return log.result({ lags });
}
