/** Value readers shared by the configuration sections: addresses, masks, VLAN lists, port lists. */
import type { InterfaceAddress } from '../../model/types';
import { expandVlanRanges, isIpv4, maskToPrefixLength } from '../../model/values';
import { ipText } from '../context';

/** `10.0.0.1 255.255.255.0` or `10.0.0.1/24` at `args[from]`; the number of words it took. */
export function readIpv4(
  args: readonly string[],
  from = 0,
): { address: string; prefixLength: number; used: number } | undefined {
  const first = args[from];
  if (first === undefined) return undefined;
  const slash = first.indexOf('/');
  if (slash > 0) {
    const address = first.slice(0, slash);
    const length = Number(first.slice(slash + 1));
    if (!isIpv4(address) || !/^\d{1,2}$/.test(first.slice(slash + 1)) || length > 32) return undefined;
    return { address: ipText(address) ?? address, prefixLength: length, used: 1 };
  }
  const mask = args[from + 1];
  if (!isIpv4(first) || mask === undefined) return undefined;
  const length = maskToPrefixLength(mask);
  if (length === undefined) return undefined;
  return { address: ipText(first) ?? first, prefixLength: length, used: 2 };
}

/** An IPv4 prefix `a.b.c.d/len` from a network and a mask or from slash text; host bits kept as written. */
export function readPrefix(args: readonly string[], from = 0): { prefix: string; used: number } | undefined {
  const read = readIpv4(args, from);
  if (read) return { prefix: `${read.address}/${read.prefixLength}`, used: read.used };
  const v6 = readIpv6Prefix(args[from]);
  if (v6) return { prefix: `${v6.address}/${v6.prefixLength}`, used: 1 };
  return undefined;
}

/** `2001:DB8::1/64` → canonical address and length. */
export function readIpv6Prefix(
  text: string | undefined,
): { address: string; prefixLength: number } | undefined {
  if (text === undefined) return undefined;
  const slash = text.indexOf('/');
  if (slash <= 0 || !text.includes(':')) return undefined;
  const address = ipText(text.slice(0, slash));
  const lengthText = text.slice(slash + 1);
  if (!address || !/^\d{1,3}$/.test(lengthText) || Number(lengthText) > 128) return undefined;
  return { address, prefixLength: Number(lengthText) };
}

/** An interface IPv6 address statement's words after `ipv6 address`. */
export function readIpv6Address(args: readonly string[]): InterfaceAddress | undefined {
  const first = args[0];
  if (first === undefined) return undefined;
  const flags = args
    .slice(1)
    .map((w) => w.toLowerCase())
    .filter((w) => w === 'eui-64' || w === 'link-local' || w === 'anycast');
  const prefix = readIpv6Prefix(first);
  if (prefix) return flags.length > 0 ? { ...prefix, flags } : prefix;
  // `ipv6 address FE80::1 link-local` has no length: link-local addresses are /64 by construction.
  const address = first.includes(':') ? ipText(first) : undefined;
  if (address && flags.includes('link-local')) return { address, prefixLength: 64, flags };
  return undefined;
}

/** A whole number in a range, or undefined. */
export function int(text: string | undefined, min = 0, max = Number.MAX_SAFE_INTEGER): number | undefined {
  if (text === undefined || !/^\d{1,15}$/.test(text)) return undefined;
  const value = Number(text);
  return value >= min && value <= max ? value : undefined;
}

/** VLAN ID 1–4094. */
export function vlanId(text: string | undefined): number | undefined {
  return int(text, 1, 4094);
}

/** A VLAN list (`1-3,10`, `10 20`), or undefined when an item cannot be read. */
export function vlanList(text: string): number[] | 'all' | undefined {
  let bad = false;
  const out = expandVlanRanges(text, () => {
    bad = true;
  });
  return bad ? undefined : out;
}

const ALL_VLANS = 4094;

/** The allowed VLANs of a trunk as a set while statements add and remove; `undefined` until one is written. */
export type AllowedVlans = Set<number> | 'all';

function everyVlan(): Set<number> {
  const out = new Set<number>();
  for (let v = 1; v <= ALL_VLANS; v++) out.add(v);
  return out;
}

/**
 * Applies one `switchport trunk allowed vlan …` statement (IOS, NX-OS, EOS) to the set so far: a list
 * replaces it, `add`/`remove` change it, `except` allows all but the list, `all` and `none` say it.
 */
export function applyAllowedVlans(
  current: AllowedVlans | undefined,
  words: readonly string[],
): AllowedVlans | undefined {
  const op = (words[0] ?? '').toLowerCase();
  const listText = (op === 'add' || op === 'remove' || op === 'except' ? words.slice(1) : words).join(',');
  if (op === 'all') return 'all';
  if (op === 'none') return new Set();
  const list = vlanList(listText);
  if (list === undefined || (list !== 'all' && list.length === 0)) return undefined;
  const listSet = list === 'all' ? everyVlan() : new Set(list);
  switch (op) {
    case 'add': {
      if (current === undefined || current === 'all') return 'all';
      const base = new Set(current);
      for (const v of listSet) base.add(v);
      return base;
    }
    case 'remove': {
      // Only a removal from all VLANs needs the full set (a trunk's plain list, the usual case, never does).
      const base = current === undefined || current === 'all' ? everyVlan() : new Set(current);
      for (const v of listSet) base.delete(v);
      return base;
    }
    case 'except': {
      const all = everyVlan();
      for (const v of listSet) all.delete(v);
      return all;
    }
    default:
      return listSet;
  }
}

/** The model's form: sorted numbers, or `all` when every VLAN is allowed. */
export function allowedVlansValue(set: AllowedVlans): number[] | 'all' {
  if (set === 'all' || set.size >= ALL_VLANS) return 'all';
  return [...set].sort((a, b) => a - b);
}

/**
 * AOS-S port lists: `1-4,A1-A2,Trk1`, `1/1-1/4`, `B5`. Ranges run over the number after a shared prefix.
 * Answers undefined when an item cannot be read.
 */
export function expandPortList(text: string): string[] | undefined {
  const out: string[] = [];
  for (const item of text.split(/[,\s]+/)) {
    if (item === '') continue;
    const dash = item.indexOf('-');
    if (dash < 0) {
      if (!/^[A-Za-z0-9/]+$/.test(item)) return undefined;
      out.push(item);
      continue;
    }
    const from = /^(.*?)(\d+)$/.exec(item.slice(0, dash));
    const to = /^(.*?)(\d+)$/.exec(item.slice(dash + 1));
    if (!from || !to) return undefined;
    const prefix = from[1] ?? '';
    const toPrefix = to[1] ?? '';
    if (toPrefix !== '' && toPrefix.toLowerCase() !== prefix.toLowerCase()) return undefined;
    const start = Number(from[2]);
    const end = Number(to[2]);
    if (end < start || end - start > 4096) return undefined;
    for (let n = start; n <= end; n++) out.push(`${prefix}${n}`);
  }
  return out;
}
