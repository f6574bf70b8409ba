import type { DeviceSystem } from '../../model/types';
import { parseUptimeSeconds } from '../../model/values';
import type { TextParser } from '../../parse/types';
import { tally } from '../cisco_ios/lines';
import { withoutUndefined } from '../cisco_ios/version';
import { keyValue } from '../common/records';
import { parseShowOutput } from '../common/show-output';

/**
 * NX-OS `show version`: device name, NX-OS version (NX-OS 7+ `NXOS: version`, older `system: version`), image,
 * chassis model, serial (`Processor Board ID`) and kernel uptime. The banner before `Software` and the plugin
 * and package lists after the hardware are read as known.
 */

const MEMORY = /\bwith \d+ kB of memory\.?$/;
const UPTIME = /^(?:Kernel|System) uptime is (.+)$/;
const VERSION = /^version (\S+)/;

/** The model of a `cisco Nexus9000 C9396PX Chassis` or `cisco N9K-C9396PX ("supervisor")` line. */
function chassisModel(text: string): string | undefined {
  if (!text.startsWith('cisco ')) return undefined;
  let model = text.slice('cisco '.length);
  const quoted = model.indexOf(' ("');
  if (quoted >= 0) model = model.slice(0, quoted);
  model = model.replace(/ [Cc]hassis$/, '').trim();
  return model === '' ? undefined : model;
}

type Section = 'banner' | 'software' | 'hardware' | 'reset' | 'plugin' | 'packages' | 'other';

export const parseNxosShowVersion: TextParser = (text, input) =>
  parseShowOutput(text, input, (ctx) => {
    const system: DeviceSystem = {};
    let section: Section = 'banner';
    let nxosVersion: string | undefined;
    let systemVersion: string | undefined;
    let seenAnything = false;
    for (const line of ctx.lines) {
      const t = line.text.trim();
      if (t === '') {
        tally(ctx, line, true);
        continue;
      }
      seenAnything = true;
      if (t === 'Software') {
        section = 'software';
        tally(ctx, line, true);
        continue;
      }
      if (t === 'Hardware') {
        section = 'hardware';
        tally(ctx, line, true);
        continue;
      }
      if (/^Last reset\b/.test(t)) {
        section = 'reset';
        tally(ctx, line, true);
        continue;
      }
      if (t === 'plugin') {
        section = 'plugin';
        tally(ctx, line, true);
        continue;
      }
      if (/^Active Packages?(?:\(s\))?:/.test(t)) {
        section = 'packages';
        tally(ctx, line, true);
        continue;
      }
      const uptime = UPTIME.exec(t);
      if (uptime) {
        system.uptimeText = uptime[1]?.trim();
        system.uptimeSeconds = parseUptimeSeconds(uptime[1]);
        section = 'other';
        tally(ctx, line, true);
        continue;
      }
      const kv = keyValue(t);
      const key = kv?.key.toLowerCase() ?? '';
      const value = kv?.value ?? '';
      switch (section) {
        case 'banner':
          // The copyright and licence paragraph every NX-OS prints before its software section.
          tally(ctx, line, true);
          continue;
        case 'software': {
          if (key === 'nxos' || key === 'system') {
            const version = VERSION.exec(value)?.[1];
            if (key === 'nxos') nxosVersion ??= version;
            else systemVersion ??= version;
          } else if (key === 'nxos image file is' || key === 'system image file is') {
            system.image ??= value.replace(/^.*\//, '');
          }
          // Firmware lines, compile times and per-module firmware versions.
          tally(ctx, line, kv !== undefined || /^Module not detected$/.test(t));
          continue;
        }
        case 'hardware': {
          if (key === 'device name') {
            system.hostname = value;
            tally(ctx, line, true);
            continue;
          }
          const board = /^Processor Board ID (\S+)/.exec(t);
          if (board) {
            system.serial = board[1];
            tally(ctx, line, true);
            continue;
          }
          const chassis = chassisModel(t);
          if (chassis !== undefined && !MEMORY.test(t)) {
            system.model ??= chassis;
            tally(ctx, line, true);
            continue;
          }
          tally(
            ctx,
            line,
            MEMORY.test(t) || (kv !== undefined && /^(?:bootflash|slot\d|usb\d|logflash)$/.test(key)),
          );
          continue;
        }
        case 'reset':
          tally(ctx, line, kv !== undefined && /^(?:reason|system version|service)$/.test(key));
          continue;
        case 'plugin':
        case 'packages':
          tally(ctx, line, true);
          continue;
        default:
          tally(ctx, line, false);
      }
    }
    if (!seenAnything) return {};
    system.osVersion = nxosVersion ?? systemVersion;
    system.vendor = 'Cisco';
    const clean = withoutUndefined(system);
    return clean.hostname !== undefined ? { hostname: clean.hostname, system: clean } : { system: clean };
  });

const HOSTNAME = /^[A-Za-z0-9][\w.-]*$/;

/** NX-OS `show hostname`: the device's name (with its domain when one is configured). */
export const parseNxosShowHostname: TextParser = (text, input) =>
  parseShowOutput(text, input, (ctx) => {
    let hostname: string | undefined;
    for (const line of ctx.lines) {
      const t = line.text.trim();
      if (t === '') {
        tally(ctx, line, true);
        continue;
      }
      const ok = hostname === undefined && HOSTNAME.test(t);
      if (ok) hostname = t;
      tally(ctx, line, ok);
    }
    return hostname === undefined ? {} : { hostname, system: { hostname } };
  });
