import type { FirmwareVersion } from '../../model/types';
import type { ParseInput, ParseResult } from '../../parse/types';
import { junosLines } from './common';

/** `Part  Type  Version`: the header, printed again before each routing engine's or member's table. */
const HEADER = /^Part\s+Type\s+Version\s*$/;
/** A component's first row: its name (words with single spaces), the image type, the text. */
const FIRST_ROW = /^(\S(?:\S| (?! ))*)\s{2,}(\S+)\s{2,}(\S.*?)\s*$/;
/** A further image of the same component: the name column is blank. */
const NEXT_ROW = /^\s+(\S+)\s{2,}(\S.*?)\s*$/;

/**
 * The version in an image's text. `Juniper ROM Monitor Version 4.1b2`, `Version 15.1F4.15 by builder on …` →
 * the word after `Version` (a `Copyright` the column cut glues to it dropped: `2.0i126Copyri`); `U-Boot 1.1.6
 * (Mar 25 2009 - 06:13:12) 2.4.0` → `1.1.6`; `FreeBSD/PowerPC U-Boot bootstrap loader 2.2` → its last
 * version-like word; `PC Bios` → the text itself.
 */
export function firmwareVersionOf(text: string): string {
  const version = /\bVersion\s+(\S+)/i.exec(text)?.[1];
  if (version) return version.replace(/Copy\S*$/, '') || version;
  const uboot = /^U-Boot\s+(\d\S*)/i.exec(text)?.[1];
  if (uboot) return uboot;
  const words = text.split(/\s+/).filter((w) => /^\d+(?:\.\d+)+\w*$/.test(w));
  return words[words.length - 1] ?? text;
}

/**
 * Junos `show chassis firmware`: each component's firmware images (boot ROM, O/S, U-Boot, loader). A row with a
 * blank name column is another image of the component above it. Multi-chassis outputs prefix the component
 * with its member section (`lcc0-re0 / FPC 1`).
 */
export function parseJunosShowChassisFirmware(text: string, input: ParseInput): ParseResult {
  const { log, lines, sectionOf, rejected } = junosLines(text, input);
  if (rejected) return rejected;
  const firmware: FirmwareVersion[] = [];
  let component: string | undefined;
  let lastSection: string | undefined;
  for (const { n, text: raw } of lines) {
    if (HEADER.test(raw.trim())) {
      log.recognized++;
      continue;
    }
    const section = sectionOf.get(n);
    if (section !== lastSection) {
      component = undefined;
      lastSection = section;
    }
    const first = FIRST_ROW.exec(raw);
    const next = first ? undefined : NEXT_ROW.exec(raw);
    const name = first?.[1];
    if (name) component = section ? `${section} / ${name}` : name;
    const type = first?.[2] ?? next?.[1];
    const image = first?.[3] ?? next?.[2];
    if (component === undefined || type === undefined || image === undefined) {
      log.unrecognizedLine(n, raw);
      continue;
    }
    log.recognized++;
    firmware.push({
      component,
      type,
      version: firmwareVersionOf(image),
      text: image,
      source: { file: input.file, line: n },
    });
  }
  return log.result(firmware.length > 0 ? { firmware } : {});
}
