import type { DeviceSystem, InventoryItem } from '../../model/types';
import { normalizeMac, parseUptimeSeconds } from '../../model/values';
import type { ParseInput, ParseResult } from '../../parse/types';
import { type Column, cellsOf, columnsFromSeparator, fitsColumns, isSeparator } from '../common/columns';
import { keyValue } from '../common/records';
import { parseShowOutput } from '../common/show-output';

/** `show system` keys that carry nothing the model keeps. */
const SYSTEM_IGNORED = new Set([
  'system contact',
  'system location',
  'time zone',
  'cpu util (%)',
  'memory usage (%)',
  'system description',
]);

/** `show system`: hostname, vendor, product (model), chassis serial, base MAC, version and uptime. */
export function parseAoscxShowSystem(text: string, input: ParseInput): ParseResult {
  return parseShowOutput(text, input, ({ lines, log }) => {
    const system: DeviceSystem = {};
    for (const { n, text: line } of lines) {
      const trimmed = line.trim();
      if (trimmed === '') {
        log.recognized++;
        continue;
      }
      const kv = keyValue(trimmed);
      if (!kv) {
        log.unrecognizedLine(n, line);
        continue;
      }
      const key = kv.key.toLowerCase();
      const value = kv.value;
      if (key === 'hostname') {
        if (value !== '') system.hostname = value;
      } else if (key === 'vendor') {
        if (value !== '') system.vendor = value;
      } else if (key === 'product name') {
        // `JL665A 6300F 48G CL4 PoE 4SFP56 Sw`: the product number, then its name.
        const product = value.split(/\s+/)[0];
        if (product) system.model = product;
      } else if (key === 'chassis serial nbr' || key === 'chassis serial number') {
        if (value !== '') system.serial = value;
      } else if (key === 'base mac address') {
        const mac = normalizeMac(value);
        if (mac) system.baseMac = mac;
      } else if (key === 'arubaos-cx version' || key === 'aos-cx version') {
        if (value !== '') system.osVersion = value;
        system.image = 'ArubaOS-CX';
      } else if (key === 'up time') {
        system.uptimeText = value;
        const seconds = parseUptimeSeconds(value);
        if (seconds !== undefined) system.uptimeSeconds = seconds;
        else if (/under a minute/i.test(value)) system.uptimeSeconds = 0;
      } else if (!SYSTEM_IGNORED.has(key)) {
        log.unrecognizedLine(n, line);
        continue;
      }
      log.recognized++;
    }
    if (Object.keys(system).length === 0) return {};
    return system.hostname ? { hostname: system.hostname, system } : { system };
  });
}

/** `show version` keys that carry nothing the model keeps. */
const VERSION_IGNORED = new Set([
  'build date',
  'build id',
  'build sha',
  'hot patches',
  'active image',
  'service os version',
  'bios version',
]);

/** `show version`: the software version. */
export function parseAoscxShowVersion(text: string, input: ParseInput): ParseResult {
  return parseShowOutput(text, input, ({ lines, log }) => {
    const system: DeviceSystem = {};
    for (const { n, text: line } of lines) {
      const trimmed = line.trim();
      if (
        trimmed === '' ||
        isSeparator(line) ||
        /^(?:ArubaOS-CX|AOS-CX)$/.test(trimmed) ||
        /^\(c\) Copyright/i.test(trimmed)
      ) {
        if (/^(?:ArubaOS-CX|AOS-CX)$/.test(trimmed)) system.image = trimmed;
        log.recognized++;
        continue;
      }
      const kv = keyValue(trimmed);
      const key = kv?.key.toLowerCase() ?? '';
      if (key === 'version') {
        if (kv?.value) system.osVersion = kv.value;
      } else if (!VERSION_IGNORED.has(key)) {
        log.unrecognizedLine(n, line);
        continue;
      }
      log.recognized++;
    }
    return Object.keys(system).length > 0 ? { system } : {};
  });
}

/** `show module`: management and line modules with product number, description and serial. */
export function parseAoscxShowModule(text: string, input: ParseInput): ParseResult {
  return parseShowOutput(text, input, ({ lines, log, ref }) => {
    const items: InventoryItem[] = [];
    let kind = '';
    let columns: Column[] | undefined;
    for (const { n, text: line } of lines) {
      const trimmed = line.trim();
      if (trimmed === '') {
        log.recognized++;
        continue;
      }
      const title = /^([A-Za-z][\w ]*?) Modules?$/.exec(trimmed);
      if (title) {
        kind = title[1] ?? '';
        columns = undefined;
        log.recognized++;
        continue;
      }
      if (
        /^=+$/.test(trimmed) ||
        /^Product\s+Serial$/.test(trimmed) ||
        /^Name\s+Number\s+Description/.test(trimmed)
      ) {
        log.recognized++;
        continue;
      }
      if (isSeparator(line)) {
        columns = columnsFromSeparator(line);
        log.recognized++;
        continue;
      }
      let cells: string[] | undefined;
      if (columns && columns.length >= 5 && fitsColumns(line, columns)) cells = cellsOf(line, columns);
      else {
        const words = trimmed.split(/\s+/);
        if (words.length >= 5) {
          const status = words.slice(-1)[0] ?? '';
          cells = [
            words[0] ?? '',
            words[1] ?? '',
            words.slice(2, -2).join(' '),
            words[words.length - 2] ?? '',
            status,
          ];
        }
      }
      const [name, product, description, serial] = cells ?? [];
      if (!name || !product || !/^\d+\/\d+$|^\S+$/.test(name)) {
        log.unrecognizedLine(n, line);
        continue;
      }
      const item: InventoryItem = { name: `${kind} Module ${name}`.trim(), model: product, source: ref(n) };
      if (description) item.description = description;
      if (serial) item.serial = serial;
      items.push(item);
      log.recognized++;
    }
    return items.length > 0 ? { inventory: items } : {};
  });
}
