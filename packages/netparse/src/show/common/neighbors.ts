import type { Neighbor } from '../../model/types';
import { normalizeMac } from '../../model/values';

/**
 * LLDP port IDs: a name, a MAC, a locally assigned number. Devices print the subtype in words (`Interface name
 * (5)`, `mac-address`, `local`) or not at all, in which case the value itself tells.
 */
export type RemotePort = { port: string; kind: NonNullable<Neighbor['remotePortKind']> };

/** The remote port of an LLDP neighbour and its kind, from the announced value and the subtype text if any. */
export function remotePort(value: string, subtype?: string): RemotePort {
  const text = value.trim();
  const sub = (subtype ?? '').toLowerCase();
  // `3c e1 a1 22 18 f0`, `3ce1a1-2218f0`, `3c:e1:a1:22:18:f0`: MACs, in the model's spelling.
  const mac =
    /^(?:[0-9a-f]{2}[ :-]){5}[0-9a-f]{2}$|^[0-9a-f]{6}-[0-9a-f]{6}$|^[0-9a-f]{4}\.[0-9a-f]{4}\.[0-9a-f]{4}$/i.test(
      text,
    )
      ? normalizeMac(text)
      : undefined;
  if (/mac/.test(sub) || (sub === '' && mac)) return { port: mac ?? text, kind: 'mac' };
  if (/local/.test(sub)) return { port: text, kind: 'local' };
  if (/ifindex|if-index/.test(sub)) return { port: text, kind: 'ifindex' };
  if (sub === '' && /^\d+$/.test(text)) return { port: text, kind: 'local' };
  return { port: text, kind: 'name' };
}
