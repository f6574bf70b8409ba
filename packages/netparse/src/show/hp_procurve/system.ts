import type { DeviceSystem, InventoryItem, StackMember } from '../../model/types';
import { normalizeMac } from '../../model/values';
import type { ParseInput, ParseResult } from '../../parse/types';
import { type Column, cellsOf, columnsFromSeparator, isSeparator } from '../common/columns';
import { parseShowOutput } from '../common/show-output';
import { procurvePairs, procurveUptimeSeconds } from './values';

/** `show system` keys that carry nothing the model keeps (inner spaces collapsed, lower case). */
const SYSTEM_IGNORED = new Set([
  'system contact',
  'system location',
  'mac age time (sec)',
  'time zone',
  'daylight time rule',
  'rom version',
  'cpu util (%)',
  'memory - total',
  'free',
  'ip mgmt - pkts rx',
  'pkts tx',
  'packet - total',
  'buffers free',
  'lowest',
  'missed',
  'allow v1 modules',
]);

/**
 * `show system`: name, software revision, base MAC, serial and uptime; on a VSF stack, one member per
 * `VSF-Member :n` block with its serial and MAC.
 */
export function parseProcurveShowSystem(text: string, input: ParseInput): ParseResult {
  return parseShowOutput(text, input, ({ lines, log, ref }) => {
    const system: DeviceSystem = {};
    const members: StackMember[] = [];
    let member: StackMember | undefined;
    let previousKey = '';
    for (const { n, text: line } of lines) {
      const trimmed = line.trim();
      if (trimmed === '' || /^Status and Counters - General System Information$/.test(trimmed)) {
        log.recognized++;
        continue;
      }
      const pairs = procurvePairs(line);
      if (pairs.length === 0) {
        // A long value wraps onto an indented line (`System Contact : … (ops@example.c` / `om)`).
        if (/^\s{8,}\S/.test(line) && previousKey !== '') log.recognized++;
        else log.unrecognizedLine(n, line);
        continue;
      }
      let unknown = false;
      for (const { key, value } of pairs) {
        const k = key.toLowerCase();
        previousKey = k;
        if (k === 'vsf-member' || k === 'member') {
          member = { number: Number(value), source: ref(n) };
          members.push(member);
        } else if (k === 'system name') {
          if (value !== '') system.hostname = value;
        } else if (k === 'software revision') {
          if (value !== '') system.osVersion = value;
        } else if (k === 'base mac addr') {
          const mac = normalizeMac(value);
          if (mac) system.baseMac = mac;
        } else if (k === 'mac addr') {
          const mac = normalizeMac(value);
          if (mac && member) member.baseMac = mac;
        } else if (k === 'serial number') {
          if (member) {
            if (value !== '') member.serial = value;
            member.source.endLine = n;
          }
          if (value !== '' && system.serial === undefined) system.serial = value;
        } else if (k === 'up time') {
          if (system.uptimeText === undefined) {
            system.uptimeText = value;
            const seconds = procurveUptimeSeconds(value);
            if (seconds !== undefined) system.uptimeSeconds = seconds;
          }
        } else if (!SYSTEM_IGNORED.has(k)) unknown = true;
      }
      if (member) member.source.endLine = n;
      if (unknown) log.unrecognizedLine(n, line);
      else log.recognized++;
    }
    if (system.osVersion) system.image = 'ArubaOS-Switch';
    if (members.length > 0) system.stackMembers = members;
    if (Object.keys(system).length === 0) return {};
    return system.hostname ? { hostname: system.hostname, system } : { system };
  });
}

/**
 * `show version`: the software version of an AOS-S switch (the line under `Image stamp:`), or of an ArubaOS
 * access point answering the same command (`ArubaOS (MODEL: 310), Version 8.6.0.4`).
 */
export function parseProcurveShowVersion(text: string, input: ParseInput): ParseResult {
  return parseShowOutput(text, input, ({ lines, log }) => {
    const system: DeviceSystem = {};
    let inStamp = false;
    for (const { n, text: line } of lines) {
      const trimmed = line.trim();
      if (trimmed === '') {
        log.recognized++;
        continue;
      }
      if (/^Image stamp:/.test(trimmed)) {
        inStamp = true;
        log.recognized++;
        continue;
      }
      const switchVersion = /^([A-Z]{1,2}\.\d{2}\.\d{2}\.\d{4})$/.exec(trimmed);
      if (inStamp && /^\s/.test(line)) {
        if (switchVersion) {
          system.osVersion = switchVersion[1];
          system.image = 'ArubaOS-Switch';
        }
        log.recognized++;
        continue;
      }
      inStamp = false;
      const ap = /^ArubaOS \(MODEL: ([^)]+)\), Version (.+)$/.exec(trimmed);
      if (ap) {
        system.vendor = 'Aruba';
        system.model = ap[1];
        system.osVersion = ap[2];
        system.image = 'ArubaOS';
        log.recognized++;
        continue;
      }
      const uptime = /^AP uptime is (.+)$/.exec(trimmed);
      if (uptime) {
        system.uptimeText = uptime[1];
        const seconds = procurveUptimeSeconds(uptime[1] ?? '');
        if (seconds !== undefined) system.uptimeSeconds = seconds;
        log.recognized++;
        continue;
      }
      if (
        /^(?:Boot Image|Boot ROM Version|Active Boot ROM|Default Boot Image|Default Boot ROM)\s*:/.test(
          trimmed,
        ) ||
        /^(?:Aruba Operating System Software\.|Website:|\(c\) Copyright|Compiled on |FIPS Mode|Reboot Time and Cause:)/.test(
          trimmed,
        )
      ) {
        log.recognized++;
        continue;
      }
      log.unrecognizedLine(n, line);
    }
    return Object.keys(system).length > 0 ? { system } : {};
  });
}

/** A product number of HPE/Aruba hardware: `J9850A`, `JL322A`. */
const PRODUCT_NUMBER = /\b(J[A-Z]?\d{3,4}[A-Z])\b/;
const CHASSIS = /^Chassis:\s*(.*?)\s{2,}Serial Number:\s*(\S*)\s*$/;
const MODULE_IGNORED = [
  /^Status and Counters - Module Information$/,
  /^Allow V1 Modules\s*:/,
  /^Slot\s+Module Description\s+Serial Number\s+Status/,
];

/**
 * `show modules`: the chassis (its model, product number and serial) and each slot's module with its product
 * number, serial and status, as inventory items (`Chassis`, `Slot A`, `Slot MM1`). An empty slot is no item.
 */
export function parseProcurveShowModules(text: string, input: ParseInput): ParseResult {
  return parseShowOutput(text, input, ({ lines, log, ref }) => {
    const inventory: InventoryItem[] = [];
    const system: DeviceSystem = {};
    let columns: Column[] | undefined;
    for (const { n, text: line } of lines) {
      const trimmed = line.trim();
      if (trimmed === '' || MODULE_IGNORED.some((p) => p.test(trimmed))) {
        log.recognized++;
        continue;
      }
      if (isSeparator(line)) {
        columns = columnsFromSeparator(line);
        log.recognized++;
        continue;
      }
      const chassis = CHASSIS.exec(trimmed);
      if (chassis) {
        const description = (chassis[1] ?? '').trim();
        const item: InventoryItem = { name: 'Chassis', source: ref(n) };
        if (description) item.description = description;
        const model = PRODUCT_NUMBER.exec(description)?.[1];
        if (model) item.model = model;
        if (chassis[2]) {
          item.serial = chassis[2];
          system.serial = chassis[2];
        }
        if (description) system.model = description;
        inventory.push(item);
        log.recognized++;
        continue;
      }
      const [slot, description, serial, status] = columns ? cellsOf(line, columns) : [];
      if (!columns || !slot || !/^[A-Z][A-Z0-9]*$/.test(slot) || !status) {
        log.unrecognizedLine(n, line);
        continue;
      }
      log.recognized++;
      if (!description && !serial) continue;
      const item: InventoryItem = { name: `Slot ${slot}`, source: ref(n) };
      if (description) item.description = description;
      const model = PRODUCT_NUMBER.exec(description ?? '')?.[1];
      if (model) item.model = model;
      if (serial) item.serial = serial;
      inventory.push(item);
    }
    const facts: { inventory?: InventoryItem[]; system?: DeviceSystem } = {};
    if (inventory.length > 0) facts.inventory = inventory;
    if (Object.keys(system).length > 0) facts.system = { ...system, vendor: 'Aruba' };
    return facts;
  });
}
