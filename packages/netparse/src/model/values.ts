/**
 * Small value normalisers shared by every parser: MAC addresses, VLAN ranges, speeds, uptimes. Each answers
 * `undefined` for text it cannot read; none throws.
 */

const HEX12 = /^[0-9a-f]{12}$/;

/**
 * A MAC address in lower-case colon form from any of the spellings devices print: `0011.2233.4455`,
 * `00-11-22-33-44-55`, `00:11:22:33:44:55`, `001122-334455`, `001122334455`.
 */
export function normalizeMac(raw: string | undefined): string | undefined {
  if (raw === undefined) return undefined;
  const hex = raw
    .trim()
    .toLowerCase()
    .replace(/[.:\-\s]/g, '');
  if (!HEX12.test(hex)) return undefined;
  return hex.replace(/(..)(?!$)/g, '$1:');
}

/** Whether a text is a MAC address in one of the spellings `normalizeMac` reads. */
export function isMac(raw: string): boolean {
  const text = raw.trim();
  return (
    /^[0-9a-f]{4}\.[0-9a-f]{4}\.[0-9a-f]{4}$/i.test(text) ||
    /^[0-9a-f]{2}([:-])[0-9a-f]{2}(\1[0-9a-f]{2}){4}$/i.test(text) ||
    /^[0-9a-f]{6}-[0-9a-f]{6}$/i.test(text)
  );
}

/** The most VLANs a range list may expand to (4094 usable IDs). */
const MAX_VLAN = 4094;

/**
 * VLAN ranges expanded and sorted: `1-3,10,20-21` → `[1,2,3,10,20,21]`. `all`, `1-4094` and any items that
 * cover every VLAN answer `all`; `none`
 * answers `[]`. Items it cannot read are skipped and reported through `onBadItem`.
 */
export function expandVlanRanges(text: string, onBadItem?: (item: string) => void): number[] | 'all' {
  const trimmed = text.trim().toLowerCase();
  if (trimmed === 'all' || trimmed === '1-4094' || trimmed === '1-4095' || trimmed === '') {
    return trimmed === '' ? [] : 'all';
  }
  if (trimmed === 'none') return [];
  const out = new Set<number>();
  for (const item of trimmed.split(/[,\s]+/)) {
    if (item === '' || item === 'add' || item === 'except' || item === 'remove') continue;
    const range = /^(\d{1,4})(?:-(\d{1,4}))?$/.exec(item);
    if (!range) {
      onBadItem?.(item);
      continue;
    }
    const from = Number(range[1]);
    const to = range[2] === undefined ? from : Number(range[2]);
    // A range may run into the reserved 4095 (`1-4095`); 4095 alone is no VLAN.
    if (from < 1 || to > MAX_VLAN + 1 || to < from || from > MAX_VLAN) {
      onBadItem?.(item);
      continue;
    }
    for (let vlan = from; vlan <= Math.min(to, MAX_VLAN); vlan++) out.add(vlan);
  }
  // Items that cover every VLAN mean the same as `all`.
  if (out.size === MAX_VLAN) return 'all';
  return [...out].sort((a, b) => a - b);
}

/** Compact range text of sorted VLANs: `[1,2,3,10]` → `1-3,10`. */
export function compactVlanRanges(vlans: readonly number[]): string {
  const sorted = [...new Set(vlans)].sort((a, b) => a - b);
  const parts: string[] = [];
  let start: number | undefined;
  let previous: number | undefined;
  for (const vlan of sorted) {
    if (start !== undefined && previous !== undefined && vlan === previous + 1) {
      previous = vlan;
      continue;
    }
    if (start !== undefined && previous !== undefined)
      parts.push(start === previous ? `${start}` : `${start}-${previous}`);
    start = vlan;
    previous = vlan;
  }
  if (start !== undefined && previous !== undefined)
    parts.push(start === previous ? `${start}` : `${start}-${previous}`);
  return parts.join(',');
}

/**
 * A speed in Mbit/s from device text: `1000`, `1000Mb/s`, `1Gb/s`, `10G`, `a-1000`, `100Mbps`, `auto` (undefined),
 * `1000000 Kbit` (IOS `BW 1000000 Kbit/sec`), `25Gbps`, `100M`.
 */
export function parseSpeedMbps(raw: string | undefined): number | undefined {
  if (raw === undefined) return undefined;
  const text = raw
    .trim()
    .toLowerCase()
    .replace(/^a-/, '')
    .replace(/^auto\(?/, '');
  const match = /^(\d+(?:\.\d+)?)\s*(k|m|g|t)?(?:b(?:it)?(?:\/s(?:ec)?|ps)?|bps)?\)?$/.exec(text);
  if (!match) return undefined;
  const value = Number(match[1]);
  if (!Number.isFinite(value)) return undefined;
  switch (match[2]) {
    case 'k':
      return value / 1000;
    case 'g':
      return value * 1000;
    case 't':
      return value * 1_000_000;
    case 'm':
      return value;
    default:
      // A bare number: Mbit/s as `show interfaces status` prints it, except huge values that are kbit/s or bit/s.
      if (value >= 1_000_000_000) return value / 1_000_000;
      return value;
  }
}

const UNIT_SECONDS: Record<string, number> = {
  year: 365 * 86400,
  week: 7 * 86400,
  day: 86400,
  hour: 3600,
  minute: 60,
  second: 1,
};

/**
 * An uptime in seconds from device text: `2 years, 4 weeks, 1 day, 3 hours, 12 minutes`, `10w3d`, `3d04h`,
 * `1 day, 02:03:04`, `12:01:02`, RouterOS `1w2d03:04:05`.
 */
export function parseUptimeSeconds(raw: string | undefined): number | undefined {
  if (raw === undefined) return undefined;
  const text = raw.trim().toLowerCase();
  if (text === '') return undefined;
  let total = 0;
  let matched = false;
  for (const m of text.matchAll(/(\d+)\s*(year|week|day|hour|minute|second)s?/g)) {
    total += Number(m[1]) * (UNIT_SECONDS[m[2] ?? ''] ?? 0);
    matched = true;
  }
  // Compact forms: 10w3d, 3d04h, 1y2w, 2h13m.
  for (const m of text.matchAll(/(\d+)([ywdhms])(?![a-z])/g)) {
    const unit = { y: 'year', w: 'week', d: 'day', h: 'hour', m: 'minute', s: 'second' }[m[2] ?? ''];
    if (unit) {
      total += Number(m[1]) * (UNIT_SECONDS[unit] ?? 0);
      matched = true;
    }
  }
  const clock = /(\d+):(\d{2}):(\d{2})(?!.*\d+:\d{2}:\d{2})/.exec(text);
  if (clock) {
    total += Number(clock[1]) * 3600 + Number(clock[2]) * 60 + Number(clock[3]);
    matched = true;
  }
  return matched ? total : undefined;
}

/** IPv4 dotted mask to its prefix length; `undefined` for a non-contiguous mask. */
export function maskToPrefixLength(mask: string): number | undefined {
  const parts = mask.trim().split('.');
  if (parts.length !== 4) return undefined;
  let bits = 0;
  let seenZero = false;
  for (const part of parts) {
    if (!/^\d{1,3}$/.test(part)) return undefined;
    const value = Number(part);
    if (value > 255) return undefined;
    for (let bit = 7; bit >= 0; bit--) {
      if ((value >> bit) & 1) {
        if (seenZero) return undefined;
        bits++;
      } else seenZero = true;
    }
  }
  return bits;
}

const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

/** Whether a text is a dotted-quad IPv4 address. */
export function isIpv4(text: string): boolean {
  const parts = IPV4.exec(text);
  return (
    parts !== null &&
    Number(parts[1]) <= 255 &&
    Number(parts[2]) <= 255 &&
    Number(parts[3]) <= 255 &&
    Number(parts[4]) <= 255
  );
}
