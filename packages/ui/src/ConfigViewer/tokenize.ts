/**
 * A small tokenizer for IOS-like configuration files (Cisco IOS/NX-OS, HiOS, SCALANCE, Moxa, FortiOS and
 * RouterOS exports read well enough with it): comment lines, keywords, interface names, addresses, numbers.
 */

export type ConfigTokenKind = 'comment' | 'keyword' | 'interface' | 'ip' | 'number' | 'text';

export type ConfigToken = { kind: ConfigTokenKind; text: string };

/** Words that are keywords wherever they stand, besides the command word that starts a line. */
const KEYWORDS = new Set([
  'no',
  'shutdown',
  'interface',
  'description',
  'switchport',
  'mode',
  'access',
  'trunk',
  'allowed',
  'native',
  'vlan',
  'ip',
  'ipv6',
  'address',
  'secondary',
  'hostname',
  'router',
  'network',
  'area',
  'neighbor',
  'remote-as',
  'route',
  'permit',
  'deny',
  'any',
  'host',
  'eq',
  'log',
  'access-list',
  'access-group',
  'in',
  'out',
  'standard',
  'extended',
  'spanning-tree',
  'portfast',
  'bpduguard',
  'enable',
  'disable',
  'secret',
  'password',
  'username',
  'privilege',
  'line',
  'vty',
  'con',
  'transport',
  'input',
  'output',
  'ssh',
  'telnet',
  'logging',
  'ntp',
  'server',
  'snmp-server',
  'community',
  'RO',
  'RW',
  'duplex',
  'speed',
  'full',
  'half',
  'auto',
  'channel-group',
  'set',
  'edit',
  'next',
  'end',
  'exit',
  'config',
  'add',
  'name',
  'banner',
  'service',
  'aaa',
  'vrf',
  'forwarding',
  'default-gateway',
]);

const INTERFACE =
  /^(?:GigabitEthernet|FastEthernet|TenGigabitEthernet|TwentyFiveGigE|FortyGigabitEthernet|HundredGigE|Ethernet|Port-channel|Vlan|Loopback|Tunnel|Management|mgmt|Gi|Fa|Te|Eth|Po|Lo|ether|sfp|sfp-sfpplus|bridge|port)\d+(?:[/.:]\d+)*$/i;
const IPV4 = /^(?:25[0-5]|2[0-4]\d|1?\d?\d)(?:\.(?:25[0-5]|2[0-4]\d|1?\d?\d)){3}(?:\/\d{1,2})?$/;
const IPV6 = /^(?=.*:)(?=.*[0-9a-f])[0-9a-f:]*::?[0-9a-f:]*(?:\/\d{1,3})?$/i;
const MAC = /^(?:[0-9a-f]{2}[:-]){5}[0-9a-f]{2}$|^(?:[0-9a-f]{4}\.){2}[0-9a-f]{4}$/i;
const NUMBER = /^-?\d+(?:\.\d+)?$/;

function kindOfWord(word: string, isCommand: boolean): ConfigTokenKind {
  if (IPV4.test(word) || MAC.test(word) || (word.includes(':') && IPV6.test(word))) return 'ip';
  if (NUMBER.test(word)) return 'number';
  if (INTERFACE.test(word)) return 'interface';
  if (isCommand || KEYWORDS.has(word)) return 'keyword';
  return 'text';
}

function push(tokens: ConfigToken[], kind: ConfigTokenKind, text: string): void {
  const last = tokens[tokens.length - 1];
  if (last && last.kind === kind && kind === 'text') last.text += text;
  else tokens.push({ kind, text });
}

/** Tokens of one line; joined, their texts give the line back unchanged. */
export function tokenizeConfigLine(line: string): ConfigToken[] {
  const trimmed = line.trimStart();
  if (trimmed.startsWith('!') || trimmed.startsWith('#')) return [{ kind: 'comment', text: line }];
  const tokens: ConfigToken[] = [];
  let commandWords = 1;
  for (const part of line.split(/(\s+)/)) {
    if (part === '') continue;
    if (/^\s+$/.test(part)) {
      push(tokens, 'text', part);
      continue;
    }
    // `no <command>` negates the command: both words are the command.
    const isCommand = commandWords > 0;
    if (isCommand && part === 'no') commandWords += 1;
    commandWords -= 1;
    push(tokens, kindOfWord(part, isCommand), part);
  }
  return tokens;
}

/** Tokens of every line of a configuration text. */
export function tokenizeConfig(text: string): ConfigToken[][] {
  const lines = text.replace(/\r\n/g, '\n').split('\n');
  if (lines.length > 1 && lines[lines.length - 1] === '') lines.pop();
  return lines.map(tokenizeConfigLine);
}
