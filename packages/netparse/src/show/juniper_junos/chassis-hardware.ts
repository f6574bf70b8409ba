import type { DeviceSystem, InventoryItem } from '../../model/types';
import type { ParseInput, ParseResult } from '../../parse/types';
import { junosLines, wordsWithColumns } from './common';

/** Column starts of `Item  Version  Part number  Serial number  Description` when no header is printed. */
const DEFAULT_COLUMNS = { version: 17, part: 26, serial: 39, description: 57 };
const HEADER = /^Item\s+Version\s+Part number\s+Serial number\s+Description\s*$/;
/** Generic chassis words that name no model. */
const NOT_A_MODEL = /^(?:virtual chassis|chassis)$/i;

type Columns = typeof DEFAULT_COLUMNS;

/**
 * `show chassis hardware`: the chassis serial and model, and every module as an inventory item named by its
 * place in the tree (`FPC 0 / MIC 1 / PIC 2 / Xcvr 0`). The table is read by its header's columns, because
 * names (`Routing Engine 0`) and descriptions (`Fan Tray, Front to Back Airflow - AFO`) hold spaces and most
 * cells may be empty.
 */
export function parseJunosShowChassisHardware(text: string, input: ParseInput): ParseResult {
  const { log, lines, sectionOf, rejected } = junosLines(text, input);
  if (rejected) return rejected;

  let columns: Columns = DEFAULT_COLUMNS;
  const inventory: InventoryItem[] = [];
  const system: DeviceSystem = {};
  /** The names of the open items by indentation, to name children by their path. */
  let path: { indent: number; name: string }[] = [];
  let lastSection: string | undefined;

  for (const { n, text: raw } of lines) {
    const trimmed = raw.trim();
    if (trimmed === 'Hardware inventory:') {
      path = [];
      log.recognized++;
      continue;
    }
    if (HEADER.test(trimmed)) {
      columns = {
        version: raw.indexOf('Version'),
        part: raw.indexOf('Part number'),
        serial: raw.indexOf('Serial number'),
        description: raw.indexOf('Description'),
      };
      log.recognized++;
      continue;
    }
    const section = sectionOf.get(n);
    if (section !== lastSection) {
      path = [];
      lastSection = section;
    }
    const item = readRow(raw, columns);
    if (!item) {
      log.unrecognizedLine(n, raw);
      continue;
    }
    log.recognized++;
    while (path.length > 0 && (path[path.length - 1]?.indent ?? 0) >= item.indent) path.pop();
    path.push({ indent: item.indent, name: item.name });
    const name = [...(section ? [section] : []), ...path.map((p) => p.name)].join(' / ');
    const record: InventoryItem = { name, source: { file: input.file, line: n } };
    if (item.description) record.description = item.description;
    if (item.part) record.model = item.part;
    if (item.serial) record.serial = item.serial;
    if (item.version) record.version = item.version;
    inventory.push(record);
    if (item.indent === 0 && item.name === 'Chassis' && system.serial === undefined) {
      if (item.serial) system.serial = item.serial;
      if (item.description && !NOT_A_MODEL.test(item.description)) system.model = item.description;
    }
  }
  if (Object.keys(system).length > 0) system.vendor = 'Juniper';
  return log.result({
    ...(Object.keys(system).length > 0 ? { system } : {}),
    ...(inventory.length > 0 ? { inventory } : {}),
  });
}

type Row = {
  indent: number;
  name: string;
  version?: string;
  part?: string;
  serial?: string;
  description?: string;
};

/**
 * One row: the name is what stands before the Version column; the other cells are the words that start in
 * their column. The serial and the description may be shifted a column or two by long values, so the serial
 * is the first word after the part number and the description the rest of the line.
 */
function readRow(raw: string, columns: Columns): Row | undefined {
  const indent = raw.length - raw.trimStart().length;
  if (!/^\s*[A-Za-z]/.test(raw)) return undefined;
  const name = raw.slice(0, columns.version).trim();
  if (name === '') return undefined;
  const row: Row = { indent, name };
  const version = raw.slice(columns.version, columns.part).trim();
  if (version) row.version = version;
  const rest = wordsWithColumns(raw).filter((w) => w.start >= columns.part);
  let i = 0;
  const part = rest[i];
  if (part && part.start < columns.serial - 1) {
    row.part = part.word;
    i++;
  }
  const serial = rest[i];
  if (serial && serial.start < columns.description - 1) {
    row.serial = serial.word;
    i++;
  }
  const description = rest[i];
  if (description) row.description = raw.slice(description.start).trim();
  return row;
}
