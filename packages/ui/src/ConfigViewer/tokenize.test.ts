import { describe, expect, it } from 'vitest';
import { tokenizeConfig, tokenizeConfigLine } from './tokenize';

const kinds = (line: string) =>
  tokenizeConfigLine(line)
    .filter((t) => t.text.trim() !== '')
    .map((t) => [t.kind, t.text.trim()]);

describe('tokenizeConfigLine', () => {
  it('reads a line starting with ! or # as a comment', () => {
    expect(tokenizeConfigLine('!')).toEqual([{ kind: 'comment', text: '!' }]);
    expect(tokenizeConfigLine('  # generated 2026-11-02')).toEqual([
      { kind: 'comment', text: '  # generated 2026-11-02' },
    ]);
  });

  it('marks the command word, interface names and numbers', () => {
    expect(kinds('interface GigabitEthernet1/0/24')).toEqual([
      ['keyword', 'interface'],
      ['interface', 'GigabitEthernet1/0/24'],
    ]);
    expect(kinds(' switchport access vlan 100')).toEqual([
      ['keyword', 'switchport'],
      ['keyword', 'access'],
      ['keyword', 'vlan'],
      ['number', '100'],
    ]);
  });

  it('marks IPv4 addresses with and without prefix length, IPv6 and MAC addresses', () => {
    expect(kinds(' ip address 10.20.3.2 255.255.255.0')).toEqual([
      ['keyword', 'ip'],
      ['keyword', 'address'],
      ['ip', '10.20.3.2'],
      ['ip', '255.255.255.0'],
    ]);
    expect(kinds('ip route 0.0.0.0/0 10.20.3.1')[2]).toEqual(['ip', '0.0.0.0/0']);
    expect(kinds('ipv6 address 2001:db8::1/64')[2]).toEqual(['ip', '2001:db8::1/64']);
    expect(kinds('mac address-table static 0011.2233.4455 vlan 10')).toContainEqual(['ip', '0011.2233.4455']);
  });

  it('treats both words of a negated command as keywords and plain words as text', () => {
    expect(kinds(' no shutdown')).toEqual([
      ['keyword', 'no'],
      ['keyword', 'shutdown'],
    ]);
    expect(kinds(' description PLC line 3')).toEqual([
      ['keyword', 'description'],
      ['text', 'PLC'],
      ['keyword', 'line'],
      ['number', '3'],
    ]);
    expect(kinds('hostname acc-sw-hall3')).toEqual([
      ['keyword', 'hostname'],
      ['text', 'acc-sw-hall3'],
    ]);
  });

  it('keeps the line intact: the tokens join to the input', () => {
    const line = '  snmp-server   community n3tM0n-r0 RO  ';
    expect(
      tokenizeConfigLine(line)
        .map((t) => t.text)
        .join(''),
    ).toBe(line);
  });
});

describe('tokenizeConfig', () => {
  it('gives one token list per line without an empty last line', () => {
    const lines = tokenizeConfig('hostname a\n!\nend\n');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toEqual([{ kind: 'comment', text: '!' }]);
  });
});
