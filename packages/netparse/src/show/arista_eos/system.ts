import type { DeviceSystem, InventoryItem } from '../../model/types';
import { normalizeMac, parseUptimeSeconds } from '../../model/values';
import type { ParseInput, ParseResult } from '../../parse/types';
import { cellsOf, columnsFromSeparator, fitsColumns, isSeparator } from '../common/columns';
import { keyValue } from '../common/records';
import { parseShowOutput } from '../common/show-output';

/** `show version` lines that carry nothing the model keeps. */
const VERSION_IGNORED = new Set([
  'hardware version',
  'hardware revision',
  'hardware mac address',
  'architecture',
  'internal build version',
  'internal build id',
  'image format version',
  'image optimization',
  'kernel version',
  'total memory',
  'free memory',
  'ceos tools version',
  'deviations',
  'fpga version',
  'bootloader version',
]);

/** `show version`: model, serial, software version, system MAC and uptime. */
export function parseEosShowVersion(text: string, input: ParseInput): ParseResult {
  return parseShowOutput(text, input, ({ lines, log }) => {
    const system: DeviceSystem = {};
    for (const { n, text: line } of lines) {
      if (line.trim() === '') {
        log.recognized++;
        continue;
      }
      const model = /^\s*Arista\s+(\S+)\s*$/.exec(line);
      if (model && system.model === undefined) {
        system.vendor = 'Arista';
        system.model = model[1];
        log.recognized++;
        continue;
      }
      const kv = keyValue(line);
      const key = kv?.key.toLowerCase() ?? '';
      const value = kv?.value ?? '';
      if (key === 'serial number') {
        if (value !== '') system.serial = value;
      } else if (key === 'system mac address') {
        const mac = normalizeMac(value);
        if (mac) system.baseMac = mac;
      } else if (key === 'software image version') {
        // Engineering builds add `(engineering build)`; the version is the first word.
        const version = value.split(/\s+/)[0];
        if (version) system.osVersion = version;
        system.image = 'EOS';
      } else if (key === 'uptime') {
        system.uptimeText = value;
        const seconds = parseUptimeSeconds(value);
        if (seconds !== undefined) system.uptimeSeconds = seconds;
      } else if (!VERSION_IGNORED.has(key)) {
        log.unrecognizedLine(n, line);
        continue;
      }
      log.recognized++;
    }
    return Object.keys(system).length > 0 ? { system } : {};
  });
}

/** `show hostname`: the hostname and the domain of the FQDN. */
export function parseEosShowHostname(text: string, input: ParseInput): ParseResult {
  return parseShowOutput(text, input, ({ lines, log }) => {
    const system: DeviceSystem = {};
    for (const { n, text: line } of lines) {
      const kv = keyValue(line);
      if (line.trim() === '') log.recognized++;
      else if (kv?.key === 'Hostname' && kv.value !== '') {
        system.hostname = kv.value;
        log.recognized++;
      } else if (kv?.key === 'FQDN') {
        const dot = kv.value.indexOf('.');
        if (dot > 0) system.domain = kv.value.slice(dot + 1);
        log.recognized++;
      } else log.unrecognizedLine(n, line);
    }
    if (system.hostname === undefined) return Object.keys(system).length > 0 ? { system } : {};
    return { hostname: system.hostname, system };
  });
}

type InventorySection = 'system' | 'psu' | 'fan' | 'ports' | 'xcvr' | 'card' | 'storage' | 'other';

function orUndefined(value: string | undefined): string | undefined {
  return value === undefined || value === '' || value.toUpperCase() === 'N/A' ? undefined : value;
}

/** `show inventory`: the chassis, power supplies, fans, cards and transceivers. */
export function parseEosShowInventory(text: string, input: ParseInput): ParseResult {
  return parseShowOutput(text, input, ({ lines, log, ref }) => {
    const items: InventoryItem[] = [];
    const system: DeviceSystem = {};
    let section: InventorySection = 'other';
    let chassis: InventoryItem | undefined;
    let columns: ReturnType<typeof columnsFromSeparator> | undefined;

    for (const { n, text: line } of lines) {
      const trimmed = line.trim();
      if (trimmed === '') {
        log.recognized++;
        continue;
      }
      if (trimmed === 'System information') {
        section = 'system';
        columns = undefined;
        log.recognized++;
        continue;
      }
      const has = /^System has (\d+) (.+)$/.exec(trimmed);
      if (has) {
        const what = has[2] ?? '';
        section = /power supply/.test(what)
          ? 'psu'
          : /fan/.test(what)
            ? 'fan'
            : /transceiver/.test(what)
              ? 'xcvr'
              : /card slot/.test(what)
                ? 'card'
                : /storage/.test(what)
                  ? 'storage'
                  : /ports/.test(what)
                    ? 'ports'
                    : 'other';
        columns = undefined;
        log.recognized++;
        continue;
      }
      if (isSeparator(line)) {
        columns = columnsFromSeparator(line);
        log.recognized++;
        continue;
      }
      // Column headers of each section.
      if (
        /^(?:Model\s+Description|HW Version\s+Serial Number|Slot\s+Model|Module\s+Number of Fans|Type\s+Count|Port\s+Manufacturer|Module\s+Model|Mount\s+Type)\b/.test(
          trimmed,
        )
      ) {
        columns = undefined;
        log.recognized++;
        continue;
      }
      const words = trimmed.split(/\s+/);
      const source = ref(n);
      if (section === 'system') {
        // The model line, then the hardware version, serial and manufacturing date line.
        const versionLine = /^(\S+)\s+(\S+)\s+(\d{4}-\d{2}-\d{2})$/.exec(trimmed);
        if (versionLine && chassis) {
          chassis.version = versionLine[1];
          chassis.serial = versionLine[2];
          system.serial = versionLine[2];
          log.recognized++;
          continue;
        }
        if (!chassis && words[0] && /^[A-Z0-9][\w-]+$/.test(words[0])) {
          const description = words.slice(1).join(' ');
          chassis = { name: 'Chassis', model: words[0], source };
          if (description !== '') chassis.description = description;
          system.model = words[0];
          items.push(chassis);
          log.recognized++;
          continue;
        }
        log.unrecognizedLine(n, line);
        continue;
      }
      if (section === 'ports') {
        if (/^[\w-]+(?: [\w-]+)*\s+\d+$/.test(trimmed)) log.recognized++;
        else log.unrecognizedLine(n, line);
        continue;
      }
      if (section === 'psu' || section === 'fan' || section === 'card') {
        // `1 PWR-460AC-F K192KU00241CZ`, `1 1 FAN-7000-F N/A`, `Linecard3 7500R-36CQ-LC JPE1234 2019-01-01`.
        const slot = words[0] ?? '';
        if (/not inserted|not present|unknown/i.test(trimmed)) {
          log.recognized++;
          continue;
        }
        const modelAt = section === 'fan' ? 2 : 1;
        const model = words[modelAt];
        if (words.length < modelAt + 1 || model === undefined) {
          log.unrecognizedLine(n, line);
          continue;
        }
        const prefix = section === 'psu' ? 'PowerSupply' : section === 'fan' ? 'Fan' : '';
        const item: InventoryItem = { name: `${prefix}${slot}`, model, source };
        const serial = orUndefined(words[modelAt + 1]);
        if (serial) item.serial = serial;
        items.push(item);
        log.recognized++;
        continue;
      }
      if (section === 'xcvr') {
        // `1 Arista Networks SFP-10G-SR XCW1225FD753 0002`: the manufacturer may hold spaces.
        let port: string | undefined;
        let vendor: string | undefined;
        let model: string | undefined;
        let serial: string | undefined;
        let rev: string | undefined;
        if (columns && columns.length >= 5 && fitsColumns(line, columns)) {
          [port, vendor, model, serial, rev] = cellsOf(line, columns);
        } else if (words.length >= 5) {
          port = words[0];
          rev = words[words.length - 1];
          serial = words[words.length - 2];
          model = words[words.length - 3];
          vendor = words.slice(1, -3).join(' ');
        }
        if (!port || !model) {
          if (words.length === 1 || /not present/i.test(trimmed)) log.recognized++;
          else log.unrecognizedLine(n, line);
          continue;
        }
        const item: InventoryItem = { name: `Xcvr ${port}`, model, source };
        if (vendor) item.description = vendor;
        const sn = orUndefined(serial);
        if (sn) item.serial = sn;
        const version = orUndefined(rev);
        if (version) item.version = version;
        items.push(item);
        log.recognized++;
        continue;
      }
      if (section === 'storage' && words.length >= 3) {
        log.recognized++;
        continue;
      }
      log.unrecognizedLine(n, line);
    }
    const facts: { inventory?: InventoryItem[]; system?: DeviceSystem } = {};
    if (items.length > 0) facts.inventory = items;
    if (Object.keys(system).length > 0) facts.system = system;
    return facts;
  });
}

/** `show module`: one inventory item per module with its card type, model, serial and versions. */
export function parseEosShowModule(text: string, input: ParseInput): ParseResult {
  return parseShowOutput(text, input, ({ lines, log, ref }) => {
    const items = new Map<string, InventoryItem>();
    let table: 'cards' | 'macs' | 'status' | undefined;
    let columns: ReturnType<typeof columnsFromSeparator> | undefined;
    for (const { n, text: line } of lines) {
      const trimmed = line.trim();
      if (trimmed === '') {
        log.recognized++;
        continue;
      }
      if (/^Module\s+Ports\s+Card Type/.test(trimmed)) table = 'cards';
      else if (/^Module\s+MAC addresses/.test(trimmed)) table = 'macs';
      else if (/^Module\s+Status/.test(trimmed)) table = 'status';
      if (/^Module\s/.test(trimmed)) {
        columns = undefined;
        log.recognized++;
        continue;
      }
      if (isSeparator(line)) {
        columns = columnsFromSeparator(line);
        log.recognized++;
        continue;
      }
      const words = trimmed.split(/\s+/);
      const name = words[0] ?? '';
      if (table === 'cards') {
        let ports: string | undefined;
        let cardType: string | undefined;
        let model: string | undefined;
        let serial: string | undefined;
        if (columns && columns.length >= 5 && fitsColumns(line, columns)) {
          [, ports, cardType, model, serial] = cellsOf(line, columns);
        } else if (words.length >= 5) {
          ports = words[1];
          serial = words[words.length - 1];
          model = words[words.length - 2];
          cardType = words.slice(2, -2).join(' ');
        }
        if (!ports || !/^\d+$/.test(ports) || !model) {
          log.unrecognizedLine(n, line);
          continue;
        }
        const item: InventoryItem = {
          name: /^\d/.test(name) ? `Module ${name}` : name,
          model,
          source: ref(n),
        };
        if (cardType) item.description = cardType;
        const sn = orUndefined(serial);
        if (sn) item.serial = sn;
        items.set(name, item);
        log.recognized++;
        continue;
      }
      if (table === 'macs') {
        // `1 44:4c:a8:e6:17:5e - 44:4c:a8:e6:17:5f 14.20 4.19.5M`, `Fabric1 12.03`: the hardware version.
        const row = /^(\S+)\s+(?:\S+\s+-\s+\S+\s+)?(\d+\.\d+)(?:\s+(\S+))?$/.exec(trimmed);
        if (!row) {
          log.unrecognizedLine(n, line);
          continue;
        }
        const item = items.get(row[1] ?? '');
        if (item && row[2]) item.version = row[2];
        log.recognized++;
        continue;
      }
      if (table === 'status' && words.length >= 2) {
        log.recognized++;
        continue;
      }
      log.unrecognizedLine(n, line);
    }
    return items.size > 0 ? { inventory: [...items.values()] } : {};
  });
}
