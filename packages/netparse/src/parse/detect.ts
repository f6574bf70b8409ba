import type { FileKind, KnownPlatform } from '../model/types';

/**
 * Detection from content: which platform printed a text, whether it is a configuration or a show output, and
 * which command produced it (from the file name, or the prompt line echoed at its top).
 */

export type PlatformGuess = { platform: KnownPlatform; kind: FileKind; reason: string };

type Signature = { platform: KnownPlatform; kind: FileKind; pattern: RegExp; reason: string };

/**
 * Signatures, most specific first. Each pattern is anchored on a line (`m` flag) or a literal phrase, so
 * testing one is linear in the text.
 */
const SIGNATURES: readonly Signature[] = [
  // Show outputs whose banner names the software.
  {
    platform: 'cisco_xe',
    kind: 'show',
    pattern: /Cisco IOS[ -]XE Software/,
    reason: 'IOS XE software banner',
  },
  {
    platform: 'cisco_nxos',
    kind: 'show',
    pattern: /Cisco Nexus Operating System|NX-OS\b/,
    reason: 'NX-OS banner',
  },
  {
    platform: 'cisco_ios',
    kind: 'show',
    pattern: /Cisco IOS Software|Cisco Internetwork Operating System/,
    reason: 'IOS banner',
  },
  {
    platform: 'arista_eos',
    kind: 'show',
    pattern: /^Arista (?:DCS|CCS|vEOS|cEOS)|^Software image version: \d/m,
    reason: 'Arista banner',
  },
  { platform: 'aruba_aoscx', kind: 'show', pattern: /ArubaOS-CX|AOS-CX/i, reason: 'ArubaOS-CX banner' },
  {
    platform: 'juniper_junos',
    kind: 'show',
    pattern: /^JUNOS |^Junos: \d|^Model: (?:ex|qfx|mx|srx|ptx|acx)/im,
    reason: 'Junos banner',
  },
  {
    platform: 'mikrotik_routeros',
    kind: 'show',
    pattern: /^\s*(?:board-name|architecture-name):|RouterOS/m,
    reason: 'RouterOS resource/print output',
  },
  {
    platform: 'hp_procurve',
    kind: 'show',
    pattern: /^\s*(?:Image stamp:|ROM Version\s*:|Software revision\s*:)/m,
    reason: 'AOS-S system output',
  },

  // Configurations.
  {
    platform: 'mikrotik_routeros',
    kind: 'config',
    pattern: /^# .* by RouterOS|^\/(?:interface|ip|system|routing) /m,
    reason: 'RouterOS export',
  },
  {
    platform: 'juniper_junos',
    kind: 'config',
    pattern:
      /^## Last (?:commit|changed)|^set (?:system|interfaces|protocols|vlans) |^(?:system|interfaces|protocols|routing-options) \{$/m,
    reason: 'Junos configuration',
  },
  {
    platform: 'aruba_aoscx',
    kind: 'config',
    pattern: /^!Version ArubaOS-CX|^!export-password|^interface \d+\/\d+\/\d+\s*$/m,
    reason: 'AOS-CX configuration',
  },
  {
    platform: 'hp_procurve',
    kind: 'config',
    pattern:
      /^; [A-Z0-9]+ Configuration Editor; Created on release|^\s*(?:un)?tagged \d|^trunk [\dA-Z/,-]+ trk\d/m,
    reason: 'AOS-S configuration',
  },
  {
    platform: 'arista_eos',
    kind: 'config',
    pattern:
      /^! device: .*EOS-|^! boot system flash:\/?EOS|^transceiver qsfp default-mode|^daemon TerminAttr/m,
    reason: 'EOS configuration',
  },
  {
    platform: 'cisco_nxos',
    kind: 'config',
    pattern:
      /^!Command: show running-config|^feature (?:interface-vlan|lacp|vpc|ospf|bgp|nxapi|lldp)|^vrf context /m,
    reason: 'NX-OS configuration',
  },
  {
    platform: 'cisco_xe',
    kind: 'config',
    pattern: /^version 1[67]\.\d+|^license boot level|^platform punt-keepalive/m,
    reason: 'IOS XE configuration',
  },
  {
    platform: 'cisco_ios',
    kind: 'config',
    pattern:
      /^(?:version \d+\.\d+|service timestamps |boot-start-marker|hostname \S+$|interface (?:GigabitEthernet|FastEthernet|TenGigabitEthernet|Ethernet|Serial|Loopback|Vlan)\d)/m,
    reason: 'IOS configuration',
  },
];

/** At most this much of a text is looked at to detect its platform. */
const DETECT_WINDOW = 256 * 1024;

/** The platform and kind a text's content says, or `undefined`. */
export function detectPlatform(text: string): PlatformGuess | undefined {
  const head = text.length > DETECT_WINDOW ? text.slice(0, DETECT_WINDOW) : text;
  for (const signature of SIGNATURES) {
    if (signature.pattern.test(head)) {
      return { platform: signature.platform, kind: signature.kind, reason: signature.reason };
    }
  }
  return undefined;
}

/**
 * A prompt with a command after it, as a capture's first line shows it: `sw1#show version`,
 * `user@router> show interfaces terse`, `[admin@MikroTik] > /ip address print`, `HP-2920# show system`.
 */
const PROMPT_COMMAND =
  /^(?:\[[\w.@-]{1,64}\]\s*>|[\w.@()/:-][\w.@()/: -]{0,63}[#>$%])\s*((?:sh|sho|show|display|dis)\s.{1,200}|\/?[a-z][\w-]{0,30}(?: [\w-]{1,40}){0,6} print.{0,80})$/;

/** The command echoed at the top of a capture (first non-blank line), or `undefined`. */
export function commandFromPrompt(text: string): string | undefined {
  const start = text.search(/\S/);
  if (start < 0) return undefined;
  const end = text.indexOf('\n', start);
  const first = (end < 0 ? text.slice(start) : text.slice(start, end)).trim();
  if (first.length > 400) return undefined;
  const match = PROMPT_COMMAND.exec(first);
  return match?.[1]?.trim().replace(/\s+/g, ' ');
}

/**
 * The command a file name says: `show lldp neighbors detail.txt`, `show_lldp_neighbors_detail.txt`,
 * `show-mac-address-table.log` (hyphens that ntc keeps inside words, as in `mac address-table`, stay),
 * `ip_route_print_detail.txt` (RouterOS). Host names before a double underscore or `--` are dropped
 * (`sw1__show_version.txt`).
 */
export function commandFromFileName(fileName: string): string | undefined {
  let base = fileName.replace(/^.*[\\/]/, '').replace(/\.(?:txt|log|out|raw|cli|show)$/i, '');
  const split = /(?:__|--)/.exec(base);
  if (split) base = base.slice(split.index + split[0].length);
  const words = base.replace(/_/g, ' ').replace(/\s+/g, ' ').trim();
  if (/^(?:sh|sho|show|display|dis)\s\S/i.test(words)) return words.toLowerCase();
  if (/^\/?(?:interface|ip|ipv6|system|routing|user|snmp|tool|export)\b.*\bprint\b/i.test(words)) {
    return words.toLowerCase();
  }
  return undefined;
}

/** A configuration by its file name: under `configs/`, or a `.cfg`/`.conf`/`.rsc` file. */
export function isConfigPath(path: string): boolean {
  return /(?:^|[\\/])configs?[\\/]/i.test(path) || /\.(?:cfg|conf|config|rsc|running|startup)$/i.test(path);
}
