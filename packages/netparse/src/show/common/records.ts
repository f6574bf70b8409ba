import { canonicalIp } from '@lne/ip';
import { canonicalInterface } from '../../model/interface-names';
import type { Duplex, InterfaceAddress, NormalizedInterface, Platform, SourceRef } from '../../model/types';
import { isIpv4, maskToPrefixLength } from '../../model/values';

/**
 * Small builders the show-output parsers of every platform share: interface records keyed by canonical name,
 * `key : value` lines, duplex words and addresses.
 */

/** The interfaces one output speaks of, each created on first sight and given a source per sighting. */
export class InterfaceTable {
  private readonly byName = new Map<string, NormalizedInterface>();

  constructor(private readonly platform: Platform) {}

  get(raw: string, source: SourceRef): NormalizedInterface {
    const canonical = canonicalInterface(raw, this.platform);
    let record = this.byName.get(canonical.name);
    if (!record) {
      record = {
        name: canonical.name,
        shortName: canonical.shortName,
        type: canonical.type,
        ipv4: [],
        ipv6: [],
        sources: [],
      };
      this.byName.set(canonical.name, record);
    }
    const last = record.sources[record.sources.length - 1];
    if (!last || last.line !== source.line) record.sources.push(source);
    return record;
  }

  /** The record of an interface already seen, without counting a sighting. */
  find(raw: string): NormalizedInterface | undefined {
    return this.byName.get(canonicalInterface(raw, this.platform).name);
  }

  has(raw: string): boolean {
    return this.byName.has(canonicalInterface(raw, this.platform).name);
  }

  list(): NormalizedInterface[] {
    return [...this.byName.values()];
  }

  get size(): number {
    return this.byName.size;
  }
}

/** The canonical name of an interface on a platform. */
export function interfaceName(raw: string, platform: Platform): string {
  return canonicalInterface(raw, platform).name;
}

/**
 * A `key : value` line split at its first colon, both sides trimmed; `undefined` without a colon. Keys keep
 * their inner spaces (`Chassis Serial Nbr`).
 */
export function keyValue(line: string): { key: string; value: string } | undefined {
  const at = line.indexOf(':');
  if (at < 0) return undefined;
  return { key: line.slice(0, at).trim(), value: line.slice(at + 1).trim() };
}

/** Duplex from the words devices print: `full`, `a-full`, `Full-duplex`, `half`, `auto`, `FDx`, `HDx`. */
export function parseDuplex(raw: string | undefined): Duplex | undefined {
  if (raw === undefined) return undefined;
  const text = raw.trim().toLowerCase().replace(/^a-/, '');
  if (/^(?:full|full-duplex|fdx|fd)$/.test(text)) return 'full';
  if (/^(?:half|half-duplex|hdx|hd)$/.test(text)) return 'half';
  if (text === 'auto') return 'auto';
  return undefined;
}

/** An IPv4 address with its prefix: `10.0.0.1/24`, or an address and a dotted mask. */
export function ipv4Address(
  address: string,
  maskOrLength?: string,
  source?: SourceRef,
): InterfaceAddress | undefined {
  let ip = address.trim();
  let length: number | undefined;
  const slash = ip.indexOf('/');
  if (slash >= 0) {
    const bits = ip.slice(slash + 1);
    ip = ip.slice(0, slash);
    length = /^\d{1,2}$/.test(bits) ? Number(bits) : undefined;
  } else if (maskOrLength !== undefined) {
    length = /^\d{1,2}$/.test(maskOrLength) ? Number(maskOrLength) : maskToPrefixLength(maskOrLength);
  }
  if (!isIpv4(ip) || length === undefined || length > 32) return undefined;
  return source ? { address: ip, prefixLength: length, source } : { address: ip, prefixLength: length };
}

/** An IPv6 address in the model's form (RFC 5952), or `undefined` when the text is none. */
export function ipv6Text(raw: string): string | undefined {
  const text = raw.trim();
  if (!text.includes(':') || text.includes('.') || text.length > 45) return undefined;
  return canonicalIp(text) ?? undefined;
}

/** Whether an IPv6 address (model form) is link-local, `fe80::/10`. */
export function isLinkLocalIpv6(address: string): boolean {
  return /^fe[89ab][0-9a-f]?:/i.test(address);
}

/**
 * An IPv6 interface address from `2001:db8::1/64`, or an address and its length. A link-local address without a
 * length is a /64 by construction, flagged `link-local`; another address without one is no interface address
 * (the caller keeps it in `ipv6WithoutPrefix`).
 */
export function ipv6Address(
  text: string,
  length?: string,
  source?: SourceRef,
  flags: string[] = [],
): InterfaceAddress | undefined {
  const slash = text.indexOf('/');
  const address = ipv6Text(slash >= 0 ? text.slice(0, slash) : text);
  if (!address) return undefined;
  const bits = slash >= 0 ? text.slice(slash + 1) : length;
  const linkLocal = isLinkLocalIpv6(address);
  let prefixLength: number | undefined;
  if (bits !== undefined && /^\d{1,3}$/.test(bits) && Number(bits) <= 128) prefixLength = Number(bits);
  else if (bits === undefined && linkLocal) prefixLength = 64;
  if (prefixLength === undefined) return undefined;
  const allFlags = linkLocal && !flags.includes('link-local') ? ['link-local', ...flags] : flags;
  const out: InterfaceAddress = { address, prefixLength };
  if (allFlags.length > 0) out.flags = allFlags;
  if (source) out.source = source;
  return out;
}

/** Appends an item unless an equal one (by key) is already there. */
export function pushUnique<T>(list: T[], item: T, key: (value: T) => string = String): void {
  const wanted = key(item);
  if (!list.some((existing) => key(existing) === wanted)) list.push(item);
}

/** Capability words and letter codes (LLDP tables) in the model's lower-case spelling. */
const CAPABILITY: Record<string, string> = {
  wlan: 'wlan-access-point',
  'wlan-access-point': 'wlan-access-point',
  'wlan access point': 'wlan-access-point',
  w: 'wlan-access-point',
  telephone: 'phone',
  phone: 'phone',
  t: 'phone',
  r: 'router',
  b: 'bridge',
  s: 'station',
  'station-only': 'station',
  c: 'docsis-cable-device',
  p: 'repeater',
  o: 'other',
};

/** Capability lists as devices print them: `Bridge, WLAN` → `['bridge', 'wlan-access-point']`. */
export function capabilityWords(raw: string): string[] {
  const out: string[] = [];
  for (const word of raw.split(',')) {
    const w = word.trim().toLowerCase();
    if (w === '' || w === 'none' || w === 'n/a') continue;
    const normalised = CAPABILITY[w] ?? w;
    if (!out.includes(normalised)) out.push(normalised);
  }
  return out;
}
