import type { DeviceSystem, InventoryItem } from '../../model/types';
import { parseUptimeSeconds } from '../../model/values';
import type { ParseInput, ParseResult } from '../../parse/types';
import { readProperties, routerosLines } from './common';

/** `/system identity print`: the device's name. */
export function parseRouterosSystemIdentity(text: string, input: ParseInput): ParseResult {
  const frame = routerosLines(text, input);
  if (frame.rejected) return frame.rejected;
  const name = readProperties(frame).get('name')?.value;
  if (!name) return frame.log.result({});
  return frame.log.result({ hostname: name, system: { hostname: name, vendor: 'MikroTik' } });
}

/**
 * `/system resource print`: RouterOS version (`7.12.2`, its channel kept in `image`), uptime, board and
 * architecture.
 */
export function parseRouterosSystemResource(text: string, input: ParseInput): ParseResult {
  const frame = routerosLines(text, input);
  if (frame.rejected) return frame.rejected;
  const props = readProperties(frame);
  const system: DeviceSystem = { vendor: 'MikroTik' };
  const version = props.get('version')?.value;
  if (version) {
    const match = /^(\S+)(?:\s+\(([^)]*)\))?/.exec(version);
    system.osVersion = match?.[1] ?? version;
    system.image = match?.[2] ? `RouterOS ${match[2]}` : 'RouterOS';
  }
  const uptime = props.get('uptime')?.value;
  if (uptime) {
    system.uptimeText = uptime;
    const seconds = parseUptimeSeconds(uptime);
    if (seconds !== undefined) system.uptimeSeconds = seconds;
  }
  const board = props.get('board-name')?.value;
  if (board) system.model = board;
  if (Object.keys(system).length === 1) return frame.log.result({});
  return frame.log.result({ system });
}

/** `/system routerboard print`: model, serial number and firmware of RouterBOARD hardware. */
export function parseRouterosSystemRouterboard(text: string, input: ParseInput): ParseResult {
  const frame = routerosLines(text, input);
  if (frame.rejected) return frame.rejected;
  const props = readProperties(frame);
  const system: DeviceSystem = { vendor: 'MikroTik' };
  const model = props.get('model')?.value;
  const serial = props.get('serial-number')?.value;
  if (model) system.model = model;
  if (serial) system.serial = serial;
  const inventory: InventoryItem[] = [];
  const board = props.get('board-name');
  if (model || serial || board) {
    const item: InventoryItem = {
      name: 'RouterBOARD',
      source: { file: input.file, line: board?.line ?? props.get('model')?.line ?? 1 },
    };
    if (board?.value) item.description = board.value;
    if (model) item.model = model;
    if (serial) item.serial = serial;
    const firmware = props.get('current-firmware')?.value;
    if (firmware) item.version = firmware;
    inventory.push(item);
  }
  if (Object.keys(system).length === 1) return frame.log.result({});
  return frame.log.result({ system, inventory });
}
