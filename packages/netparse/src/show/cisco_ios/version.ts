import type { DeviceSystem, StackMember } from '../../model/types';
import { normalizeMac, parseUptimeSeconds } from '../../model/values';
import type { TextParser } from '../../parse/types';
import { isSeparator } from '../common/columns';
import { keyValue } from '../common/records';
import { parseShowOutput } from '../common/show-output';
import { matchesAny, tally, wordsOf } from './lines';

/**
 * IOS and IOS-XE `show version`: hostname, software version and image, uptime, model, serial, base MAC, and the
 * members of a stack (the `Switch Ports Model …` table and the `Switch 0N` blocks).
 */

/** Paragraphs of legal text: the opener's line and every line after it up to a blank line are read as known. */
const PARAGRAPH_OPENERS: readonly RegExp[] = [
  /^This product contains cryptographic features/,
  /^A summary of U\.S\. laws governing/,
  /^If you require further assistance/,
  /^Cisco IOS-XE software, Copyright/,
  /^Cisco IOS XE software, Copyright/,
  /^All rights reserved\./,
  /^The copyrights to certain works/,
];

/** Lines that say nothing the model keeps, in the words IOS prints them. */
const KNOWN_LINES: readonly RegExp[] = [
  /^Technical Support: /,
  /^Copyright \(c\)/i,
  /^Compiled /,
  /^Image text-base: /,
  /^ROM: /,
  /^BOOTLDR: /,
  /^System returned to ROM /,
  /^System restarted /,
  /^System image file is /,
  /^Last reload reason: /,
  /^Last reload type: /,
  /^Last reset from /,
  /^Uptime for this control processor is /,
  /^\d+ [A-Za-z0-9 /.()-]*(?:interfaces?|[Rr]adios?|[Pp]orts?)$/,
  /^\d+K bytes of /,
  /^\d+K bytes of memory/,
  /^Configuration register is /,
  /^Configuration register on node /,
  /^(?:Next reload )?(?:AIR )?[Ll]icense (?:Level|Type): /,
  /^Next reload license Level: /,
  /^Technology Package License Information/,
  /^Technology-package\s/,
  /^Current\s+Type\s+Next reboot/,
  /^Smart Licensing Status: /,
  /^License UDI:/,
  /^Device#\s+PID\s+SN/,
  /^\*?\d+\s+\S+\s+\S+\s*$/,
  /^Motherboard Assembly Number\s*: /,
  /^Motherboard Serial Number\s*: /,
  /^Motherboard Revision Number\s*: /,
  /^Model Revision Number\s*: /,
  /^Top Assembly Part Number\s*: /,
  /^Top Assembly Revision Number\s*: /,
  /^Version ID\s*: /,
  /^CLEI Code Number\s*: /,
  /^Hardware Board Revision Number\s*: /,
  /^Daughterboard (?:Assembly|Serial|Revision) Number\s*: /,
  /^Power supply (?:part|serial) number\s*: /i,
  /^Switch uptime\s*: /,
  /^Switch (?:Ports|Port)\s+Model\s+SW Version/,
  /^DRAM configuration is /,
  /^Processor is running /,
  /^Base ethernet MAC Address\s*: /i,
  /^[A-Za-z0-9]+ CPU at /,
  /^[A-Za-z0-9]+ Revision \d+, /,
  /^Installation mode is /,
  /^Cisco IOS Software\b/,
  /^Cisco IOS XE Software\b/,
  /^IOS \(tm\) /,
  /^Cisco Internetwork Operating System Software/,
  /^This software is supported /,
  /^ROM: /,
  /^Router operating mode: /,
  /^Primary Rate ISDN software/,
  /^SuperLAT software/,
  /^X\.25 software/,
  /^Bridging software\./,
  /^TN3270 Emulation software\./,
  /^Security features /,
  /^Processor board ID /,
  /^Last reset from /,
];

const UPTIME = /^(\S+) uptime is (.+)$/;
const PROCESSOR = /^cisco (\S+) /i;
const MEMORY = /bytes of (?:physical )?memory/;
const BOARD_ID = /^Processor board ID ([^,\s]+)/;
const STACK_ROW = /^(\*?)\s*(\d+)\s+(\d+)\s+(\S+)\s+(\S+)\s+(\S+)\s+(\S+)\s*$/;
const SWITCH_BLOCK = /^Switch 0*(\d+)\s*$/;

/** The version, image and family from a `Cisco IOS Software, … (IMAGE), Version X, …` line. */
function softwareLine(text: string): { version?: string; image?: string } | undefined {
  if (!/^(?:Cisco IOS Software|IOS \(tm\)|Cisco IOS XE Software)/.test(text)) return undefined;
  const at = text.indexOf('Version ');
  const version = at >= 0 ? /^Version ([^\s,]+)/.exec(text.slice(at))?.[1] : undefined;
  const image = /\(([A-Za-z0-9_]+-[A-Za-z0-9_-]+|[A-Z0-9_]{4,})\)/.exec(text)?.[1];
  return { version, image };
}

export const parseIosShowVersion: TextParser = (text, input) =>
  parseShowOutput(text, input, (ctx) => {
    const system: DeviceSystem = {};
    let version: string | undefined;
    let xeVersion: string | undefined;
    const members = new Map<number, StackMember>();
    /** The member whose details are being read (`Switch 02` blocks); 0 for the first, unnumbered block. */
    let block = 0;
    const firstBlock: Partial<StackMember> = {};
    let currentNumber: number | undefined;
    let inParagraph = false;
    let inLicenseTable = false;
    let seenAnything = false;

    const member = (n: number, line: number): StackMember => {
      let record = members.get(n);
      if (!record) {
        record = { number: n, source: ctx.ref(line) };
        members.set(n, record);
      }
      return record;
    };

    for (const line of ctx.lines) {
      const t = line.text.trim();
      if (t === '') {
        inParagraph = false;
        inLicenseTable = false;
        tally(ctx, line, true);
        continue;
      }
      seenAnything = true;
      if (inParagraph) {
        tally(ctx, line, true);
        continue;
      }
      if (matchesAny(t, PARAGRAPH_OPENERS)) {
        inParagraph = true;
        tally(ctx, line, true);
        continue;
      }
      if (isSeparator(t)) {
        tally(ctx, line, true);
        continue;
      }

      const software = softwareLine(t);
      if (software) {
        if (/^Cisco IOS XE Software/.test(t)) xeVersion ??= software.version;
        else {
          version ??= software.version;
          if (software.image) system.image ??= software.image;
        }
        tally(ctx, line, true);
        continue;
      }
      const uptime = UPTIME.exec(t);
      if (uptime && !t.startsWith('Uptime for this')) {
        system.hostname ??= uptime[1];
        system.uptimeText ??= uptime[2]?.trim();
        system.uptimeSeconds ??= parseUptimeSeconds(uptime[2]);
        tally(ctx, line, true);
        continue;
      }
      const processor = PROCESSOR.exec(t);
      if (processor && MEMORY.test(t)) {
        system.model ??= processor[1];
        tally(ctx, line, true);
        continue;
      }
      const board = BOARD_ID.exec(t);
      if (board) {
        system.serial ??= board[1];
        tally(ctx, line, true);
        continue;
      }
      const switchBlock = SWITCH_BLOCK.exec(t);
      if (switchBlock) {
        block = Number(switchBlock[1]);
        member(block, line.n);
        tally(ctx, line, true);
        continue;
      }
      if (/^Technology-package\s/.test(t) || /^Current\s+Type\s+Next reboot/.test(t)) {
        inLicenseTable = true;
        tally(ctx, line, true);
        continue;
      }
      if (inLicenseTable) {
        tally(ctx, line, true);
        continue;
      }
      const row = STACK_ROW.exec(t);
      if (row && /^(?:\*|\s)*\d/.test(line.text.trimStart()) && wordsOf(t).length >= 6) {
        const n = Number(row[2]);
        const record = member(n, line.n);
        record.model ??= row[4];
        record.osVersion ??= row[5];
        record.image ??= row[6];
        if (row[1] === '*') {
          record.current = true;
          currentNumber = n;
        }
        tally(ctx, line, true);
        continue;
      }
      const keyed = keyValue(t);
      if (keyed) {
        const key = keyed.key.toLowerCase();
        const value = keyed.value;
        const target: Partial<StackMember> = block === 0 ? firstBlock : member(block, line.n);
        if (key === 'base ethernet mac address') {
          const mac = normalizeMac(value);
          if (mac) target.baseMac ??= mac;
          tally(ctx, line, mac !== undefined);
          continue;
        }
        if (key === 'model number') {
          target.model ??= value;
          tally(ctx, line, true);
          continue;
        }
        if (key === 'system serial number') {
          target.serial ??= value;
          tally(ctx, line, true);
          continue;
        }
      }
      tally(ctx, line, matchesAny(t, KNOWN_LINES));
    }

    if (!seenAnything) return {};
    system.osVersion = version ?? xeVersion;
    system.vendor = 'Cisco';

    // The first, unnumbered block describes the member the output was read on.
    if (
      firstBlock.baseMac !== undefined ||
      firstBlock.serial !== undefined ||
      firstBlock.model !== undefined
    ) {
      const n = currentNumber ?? 1;
      const record = members.get(n) ?? { number: n, source: ctx.ref(ctx.lines[0]?.n ?? 1) };
      record.baseMac ??= firstBlock.baseMac;
      record.serial ??= firstBlock.serial;
      record.model ??= firstBlock.model;
      record.current ??= true;
      members.set(n, record);
      system.baseMac ??= firstBlock.baseMac;
      system.serial ??= firstBlock.serial;
      system.model ??= firstBlock.model;
    }
    if (members.size > 1) {
      system.stackMembers = [...members.values()].sort((a, b) => a.number - b.number).map(withoutUndefined);
    }
    return { hostname: system.hostname, system: withoutUndefined(system) };
  });

/** A copy without keys whose value is `undefined`, so that facts compare and print cleanly. */
export function withoutUndefined<T extends object>(value: T): T {
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) if (item !== undefined) out[key] = item;
  return out as T;
}
