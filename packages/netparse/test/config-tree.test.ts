import { describe, expect, it } from 'vitest';
import { MAX_TREE_DEPTH, readConfigTree } from '../src/config';
import { CommandTable, splitWords, statementOf } from '../src/config/commands';
import type { ConfigNode } from '../src/model/types';

/** The tree as `line text` strings, children indented by two spaces. */
function outline(nodes: readonly ConfigNode[], depth = 0): string[] {
  return nodes.flatMap((n) => [
    `${'  '.repeat(depth)}${n.line} ${n.text}`,
    ...outline(n.children, depth + 1),
  ]);
}

describe('readConfigTree', () => {
  it('nests by indentation and keeps 1-based lines', () => {
    const tree = readConfigTree(
      [
        'hostname r1',
        'interface Gi0/1',
        ' description x',
        ' ip address 10.0.0.1 255.0.0.0',
        'router bgp 1',
        ' address-family ipv4',
        '  network 10.0.0.0',
        ' exit-address-family',
        ' neighbor 1.1.1.1 remote-as 2',
      ].join('\n'),
    );
    expect(outline(tree.nodes)).toEqual([
      '1 hostname r1',
      '2 interface Gi0/1',
      '  3 description x',
      '  4 ip address 10.0.0.1 255.0.0.0',
      '5 router bgp 1',
      '  6 address-family ipv4',
      '    7 network 10.0.0.0',
      '  9 neighbor 1.1.1.1 remote-as 2',
    ]);
    expect(tree.layoutLines).toBe(1);
  });

  it('reads comments, blank lines, the preamble, prompts and end as layout', () => {
    const text = [
      'sw1#show running-config',
      'Building configuration...',
      '',
      'Current configuration : 1234 bytes',
      '!',
      '! Last configuration change',
      '# a separator',
      'hostname sw1',
      'end',
      'sw1#',
    ].join('\n');
    const tree = readConfigTree(text);
    expect(outline(tree.nodes)).toEqual(['8 hostname sw1']);
    expect(tree.layoutLines).toBe(9);
    expect(tree.comments.map((c) => c.text)).toEqual(['', 'Last configuration change', 'a separator']);
  });

  it('closes AOS-S blocks at exit, written one level deeper than the block', () => {
    const text = [
      'vlan 10',
      '   name "Users"',
      '   untagged 1-4',
      '   exit',
      'vlan 20',
      '   exit',
      'interface 1',
      '   disable',
      '   exit',
    ].join('\n');
    expect(outline(readConfigTree(text, { platform: 'hp_procurve' }).nodes)).toEqual([
      '1 vlan 10',
      '  2 name "Users"',
      '  3 untagged 1-4',
      '5 vlan 20',
      '7 interface 1',
      '  8 disable',
    ]);
  });

  it('closes nested AOS-CX blocks at each exit', () => {
    const text = [
      'interface vlan 10',
      '    vrrp 1 address-family ipv4',
      '        address 10.0.0.1 primary',
      '        exit',
      '    ip address 10.0.0.2/24',
      '    exit',
    ].join('\n');
    expect(outline(readConfigTree(text, { platform: 'aruba_aoscx' }).nodes)).toEqual([
      '1 interface vlan 10',
      '  2 vrrp 1 address-family ipv4',
      '    3 address 10.0.0.1 primary',
      '  5 ip address 10.0.0.2/24',
    ]);
  });

  it('reads a tab as one indentation step of the platform', () => {
    const text = ['interface Ethernet1', '\tdescription tabbed', '   mtu 9214'].join('\n');
    expect(outline(readConfigTree(text, { platform: 'arista_eos' }).nodes)).toEqual([
      '1 interface Ethernet1',
      '  2 description tabbed',
      '  3 mtu 9214',
    ]);
    // On IOS a tab and a space are one step each: the tab line is a sibling, not a child of the space line.
    expect(
      outline(readConfigTree('interface Gi0/1\n ip address 1.1.1.1 255.0.0.0\n\tshutdown').nodes),
    ).toEqual(['1 interface Gi0/1', '  2 ip address 1.1.1.1 255.0.0.0', '  3 shutdown']);
  });

  it('reads CRLF and lone CR line ends', () => {
    expect(outline(readConfigTree('hostname a\r\ninterface Gi0/1\r\n shutdown\r\n').nodes)).toEqual([
      '1 hostname a',
      '2 interface Gi0/1',
      '  3 shutdown',
    ]);
    expect(outline(readConfigTree('hostname a\rntp server 1.1.1.1').nodes)).toEqual([
      '1 hostname a',
      '2 ntp server 1.1.1.1',
    ]);
  });

  it('reads an IOS banner with ^C, with any delimiter, on one line or over several', () => {
    const text = [
      'banner motd ^C',
      'Line one',
      '  line two ^C',
      'banner login #one line#',
      'banner exec %',
      'text %',
      'hostname r1',
    ].join('\n');
    const tree = readConfigTree(text);
    expect(tree.nodes.map((n) => [n.line, n.endLine, n.text])).toEqual([
      [1, 3, 'banner motd ^C'],
      [4, undefined, 'banner login #one line#'],
      [5, 6, 'banner exec %'],
      [7, undefined, 'hostname r1'],
    ]);
    expect(tree.nodes[0]?.body).toEqual(['Line one', '  line two ^C']);
  });

  it('reads an EOS banner up to EOF and keeps comment-like lines of a banner as text', () => {
    const text = ['banner login', '! not a comment', 'Authorised only', 'EOF', 'hostname leaf1'].join('\n');
    const tree = readConfigTree(text, { platform: 'arista_eos' });
    expect(tree.nodes.map((n) => [n.line, n.endLine])).toEqual([
      [1, 4],
      [5, undefined],
    ]);
    expect(tree.comments).toEqual([]);
  });

  it('reads an AOS-CX banner whose delimiter is the comment mark', () => {
    const tree = readConfigTree(['banner motd !', 'Welcome', '!', 'hostname cx'].join('\n'), {
      platform: 'aruba_aoscx',
    });
    expect(tree.nodes.map((n) => [n.line, n.endLine, n.text])).toEqual([
      [1, 3, 'banner motd !'],
      [4, undefined, 'hostname cx'],
    ]);
  });

  it('reads a banner without its end delimiter as one line, with a warning', () => {
    const tree = readConfigTree(['banner motd ^C', 'text that never ends', 'hostname r1'].join('\n'));
    expect(tree.nodes.map((n) => n.text)).toEqual(['banner motd ^C', 'text that never ends', 'hostname r1']);
    expect(tree.warnings.map((w) => [w.line, w.code])).toEqual([[1, 'unterminated-banner']]);
  });

  it('skips an IOS certificate up to quit as one statement', () => {
    const text = [
      'crypto pki certificate chain TP-1',
      ' certificate self-signed 01',
      '  3082024F 30820 1B8A0030201',
      '  02020101 300D06092A',
      '  \tquit',
      'hostname r1',
    ].join('\n');
    const tree = readConfigTree(text);
    expect(outline(tree.nodes)).toEqual([
      '1 crypto pki certificate chain TP-1',
      '  2 certificate self-signed 01',
      '6 hostname r1',
    ]);
    expect(tree.nodes[0]?.children[0]?.endLine).toBe(5);
  });

  it('reads PEM blocks as one statement', () => {
    const text = [
      'crypto pki ta-profile CA',
      '    ta-certificate',
      '-----BEGIN CERTIFICATE-----',
      'MIIB',
      '-----END CERTIFICATE-----',
      'END_OF_CERTIFICATE',
      'hostname cx',
    ].join('\n');
    const tree = readConfigTree(text, { platform: 'aruba_aoscx' });
    expect(tree.nodes.map((n) => [n.line, n.endLine, n.text])).toEqual([
      [1, undefined, 'crypto pki ta-profile CA'],
      [3, 6, '-----BEGIN CERTIFICATE-----'],
      [7, undefined, 'hostname cx'],
    ]);
  });

  it('removes a pager prompt, keeps the indentation of the line it interrupted, and warns', () => {
    const text = [
      'interface Gi0/1',
      ' --More--  description after the pager',
      ' --More-- interface Gi0/2',
      '         \b\b\b\b\b\b\b\b\b ip address 10.0.0.1 255.0.0.0',
    ].join('\n');
    const tree = readConfigTree(text);
    expect(outline(tree.nodes)).toEqual([
      '1 interface Gi0/1',
      '  2 description after the pager',
      '3 interface Gi0/2',
      '  4 ip address 10.0.0.1 255.0.0.0',
    ]);
    expect(tree.warnings.map((w) => [w.line, w.code])).toEqual([
      [2, 'pager-residue'],
      [3, 'pager-residue'],
    ]);
  });

  it('reads a text that needs no cleaning as one that does, but for what the cleaning removes', () => {
    const plain = ['hostname r1', 'interface Gi0/1', ' description uplink -- more later', '  ', ''].join(
      '\n',
    );
    const paged = plain.replace(' description', ' --More--  description');
    const clean = readConfigTree(plain);
    const cleaned = readConfigTree(paged);
    expect(outline(clean.nodes)).toEqual([
      '1 hostname r1',
      '2 interface Gi0/1',
      '  3 description uplink -- more later',
    ]);
    expect(outline(cleaned.nodes)).toEqual(outline(clean.nodes));
    expect(cleaned.layoutLines).toBe(clean.layoutLines);
    expect(clean.warnings).toEqual([]);
    expect(cleaned.warnings.map((w) => [w.line, w.code])).toEqual([[3, 'pager-residue']]);
  });

  it('warns about binary content and still reads what it can', () => {
    const tree = readConfigTree('hostname r1\n\u0000\u0001\u0002\u0003garbage\u0000\nntp server 1.1.1.1');
    expect(tree.warnings.map((w) => w.code)).toContain('binary-content');
    expect(tree.nodes.map((n) => n.text)).toEqual(['hostname r1', 'garbage', 'ntp server 1.1.1.1']);
  });
});

describe('readConfigTree on adversarial input', () => {
  it('reads 10 000-deep indentation flat below the depth limit, without a deep stack', () => {
    const lines = Array.from({ length: 10_000 }, (_, i) => `${' '.repeat(i)}level ${i}`);
    const tree = readConfigTree(lines.join('\n'));
    let depth = 0;
    let nodes = tree.nodes;
    let count = 0;
    const pending = [...nodes];
    for (let n = pending.pop(); n; n = pending.pop()) {
      count++;
      pending.push(...n.children);
    }
    while (nodes.length > 0) {
      depth++;
      nodes = nodes[nodes.length - 1]?.children ?? [];
    }
    expect(count).toBe(10_000);
    expect(depth).toBe(MAX_TREE_DEPTH + 1);
    expect(tree.warnings.map((w) => w.code)).toEqual(['indentation-too-deep']);
  });

  it('reads a 1 MB line', () => {
    const long = `description ${'x'.repeat(1_000_000)}`;
    const tree = readConfigTree(
      `interface Gi0/1\n ${long}\n${'a '.repeat(500_000)}\nx${' '.repeat(1_000_000)}y`,
    );
    expect(tree.nodes[0]?.children[0]?.text.length).toBe(long.length);
    expect(tree.nodes).toHaveLength(3);
    // A run of a million blanks inside a line is shortened, not read blank by blank.
    expect(tree.nodes[2]?.text).toBe(`x${' '.repeat(64)}y`);
  });

  it('never throws on random lines and counts every line once', () => {
    let seed = 42;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    const alphabet = ' \t!#;^C"abc-/019\u00e9\u0007banner motd exit end quit certificate -----BEGIN X-----';
    for (let round = 0; round < 200; round++) {
      const lines = Array.from({ length: 1 + Math.floor(random() * 40) }, () =>
        Array.from(
          { length: Math.floor(random() * 30) },
          () => alphabet[Math.floor(random() * alphabet.length)],
        ).join(''),
      );
      const text = lines.join(random() < 0.5 ? '\n' : '\r\n');
      const tree = readConfigTree(text);
      const count = (nodes: readonly ConfigNode[]): number =>
        nodes.reduce(
          (n, node) => n + ((node.endLine ?? node.line) - node.line + 1) + count(node.children),
          0,
        );
      // A final line end does not start another line.
      const total = text.split(/\r\n|\r|\n/).length - (/[\r\n]$/.test(text) ? 1 : 0);
      expect(count(tree.nodes) + tree.layoutLines).toBe(total);
    }
  });

  it('reads many unterminated banners in time linear in the text', () => {
    // Each banner has a delimiter of its own that no later line has.
    const text = Array.from(
      { length: 5_000 },
      (_, i) => `banner motd ${String.fromCharCode(0x4e00 + i)}`,
    ).join('\n');
    const tree = readConfigTree(text);
    expect(tree.nodes).toHaveLength(5_000);
    expect(tree.warnings.filter((w) => w.code === 'unterminated-banner')).toHaveLength(5_000);
  });
});

describe('command tables', () => {
  const table = new CommandTable<unknown, unknown>([
    'interface',
    'ip address',
    'ip access-group',
    'switchport mode',
    'switchport access vlan',
    'neighbor * remote-as',
  ]);

  it('matches the longest phrase and says how many words it took', () => {
    expect(table.match(['switchport', 'access', 'vlan', '10'])?.at).toBe(3);
    expect(table.match(['neighbor', '10.0.0.1', 'remote-as', '65000'])?.entry.phrase).toBe(
      'neighbor * remote-as',
    );
    expect(table.match(['neighbor', '10.0.0.1', 'description', 'x'])).toBeUndefined();
  });

  it('reads unique abbreviations and refuses ambiguous ones', () => {
    expect(table.match(['int', 'gi1/0/1'])?.entry.phrase).toBe('interface');
    expect(table.match(['sw', 'acc', 'vlan', '10'])?.entry.phrase).toBe('switchport access vlan');
    expect(table.match(['ip', 'a', '10.0.0.1'])).toBeUndefined();
    expect(table.match(['ip', 'ac', 'X', 'in'])?.entry.phrase).toBe('ip access-group');
    expect(table.match(['ip', 'ad', 'X'])?.entry.phrase).toBe('ip address');
  });

  it('splits quoted words and keeps the rest of a statement as written', () => {
    expect(splitWords('name "Users VLAN" x')).toEqual(['name', 'Users VLAN', 'x']);
    expect(splitWords('name "open')).toEqual(['name', 'open']);
    const stmt = statementOf({ text: 'no description  two  spaces', line: 1, children: [] });
    expect(stmt.negated).toBe(true);
    expect(stmt.rest(1)).toBe('two  spaces');
    expect(statementOf({ text: 'hostname "Core Switch"', line: 1, children: [] }).rest(1)).toBe(
      'Core Switch',
    );
  });
});
