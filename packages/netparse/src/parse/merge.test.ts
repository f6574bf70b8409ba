import { describe, expect, it } from 'vitest';
import { emptyConfigFacts } from '../model/empty';
import type { DeviceFacts, FileKind, NormalizedInterface } from '../model/types';
import { type ParsedFile, parseFile } from './dispatch';
import { mergeDevice } from './merge';

/** One parsed file of a device, as `parseFile` answers it. */
function file(path: string, kind: FileKind, facts: DeviceFacts): ParsedFile {
  return {
    report: {
      file: path,
      kind,
      status: 'parsed',
      platform: 'cisco_ios',
      recognizedLines: 1,
      unrecognizedLines: 0,
      warnings: [],
    },
    result: { facts, recognizedLines: 1, unrecognizedLines: 0, warnings: [] },
  };
}

function port(fields: Partial<NormalizedInterface> & { line: number; file: string }): NormalizedInterface {
  const { line, file: path, ...rest } = fields;
  return {
    name: 'GigabitEthernet1/0/1',
    shortName: 'Gi1/0/1',
    type: 'physical',
    ipv4: [],
    ipv6: [],
    sources: [{ file: path, line }],
    ...rest,
  };
}

const CONFIG = 'configs/sw1.cfg';
const STATUS = 'show/sw1/show interfaces status.txt';

/** The configuration says one thing of Gi1/0/1, `show interfaces status` another. */
function disagreeing(): ParsedFile[] {
  return [
    file(STATUS, 'show', {
      interfaces: [
        port({
          file: STATUS,
          line: 4,
          description: 'old printer',
          accessVlan: 20,
          mode: 'access',
          operUp: true,
          statusText: 'connected',
          speedMbps: 1000,
          duplex: 'full',
          fieldSources: { description: { file: STATUS, line: 4 }, speedMbps: { file: STATUS, line: 4 } },
        }),
      ],
    }),
    file(CONFIG, 'config', {
      hostname: 'sw1',
      interfaces: [
        port({
          file: CONFIG,
          line: 30,
          description: 'printer 2nd floor',
          accessVlan: 10,
          mode: 'access',
          adminUp: true,
          speedMbps: 100,
          duplex: 'full',
          fieldSources: {
            description: { file: CONFIG, line: 31 },
            accessVlan: { file: CONFIG, line: 33 },
            speedMbps: { file: CONFIG, line: 34 },
          },
        }),
      ],
    }),
  ];
}

describe('mergeDevice', () => {
  const { device, warnings } = mergeDevice('sw1', 'cisco_ios', disagreeing());
  const merged = device.interfaces[0];
  const conflicts = warnings.filter((w) => w.code === 'merge-conflict');

  it('makes one interface of the files that name it, with the sources of both', () => {
    expect(device.interfaces).toHaveLength(1);
    expect(merged?.sources).toEqual([
      { file: CONFIG, line: 30 },
      { file: STATUS, line: 4 },
    ]);
    expect(device.files).toEqual([CONFIG, STATUS]);
  });

  it('keeps what the show output says of the operational state', () => {
    expect(merged).toMatchObject({ speedMbps: 1000, operUp: true, statusText: 'connected', duplex: 'full' });
    expect(merged?.fieldSources?.speedMbps).toEqual({ file: STATUS, line: 4 });
  });

  it('keeps what the configuration says of the intent', () => {
    expect(merged).toMatchObject({ description: 'printer 2nd floor', accessVlan: 10, adminUp: true });
    expect(merged?.fieldSources?.description).toEqual({ file: CONFIG, line: 31 });
    expect(merged?.fieldSources?.accessVlan).toEqual({ file: CONFIG, line: 33 });
  });

  it('warns of each disagreement with the kept value, the other, and where each was read', () => {
    expect(conflicts.map((w) => w.text)).toEqual([
      `sw1 GigabitEthernet1/0/1 description: kept "printer 2nd floor" (${CONFIG}:31), not "old printer" (${STATUS}:4)`,
      `sw1 GigabitEthernet1/0/1 accessVlan: kept 10 (${CONFIG}:33), not 20 (${STATUS}:4)`,
      `sw1 GigabitEthernet1/0/1 speedMbps: kept 1000 (${STATUS}:4), not 100 (${CONFIG}:34)`,
    ]);
    expect(conflicts[0]).toMatchObject({ file: CONFIG, line: 31, severity: 'info' });
    expect(conflicts[2]).toMatchObject({ file: STATUS, line: 4 });
    // Values both files agree on are no conflict.
    expect(conflicts.some((w) => w.text.includes(' duplex:') || w.text.includes(' mode:'))).toBe(false);
  });

  it('gives the same device whatever the order of the files', () => {
    const reversed = mergeDevice('sw1', 'cisco_ios', [...disagreeing()].reverse());
    expect(reversed.device).toEqual(device);
    expect(reversed.warnings).toEqual(warnings);
  });

  it('takes a cut description of a show table for the same text, and keeps the longer', () => {
    const result = mergeDevice('sw1', 'cisco_ios', [
      file(STATUS, 'show', {
        interfaces: [port({ file: STATUS, line: 4, description: 'uplink to dist-s' })],
      }),
      file(CONFIG, 'config', {
        interfaces: [port({ file: CONFIG, line: 30, description: 'uplink to dist-sw1 Te1/1/1' })],
      }),
    ]);
    expect(result.device.interfaces[0]?.description).toBe('uplink to dist-sw1 Te1/1/1');
    expect(result.warnings.filter((w) => w.code === 'merge-conflict')).toEqual([]);
  });

  it('fills from show outputs what the configuration does not say', () => {
    const result = mergeDevice('sw1', 'cisco_ios', [
      file(CONFIG, 'config', { interfaces: [port({ file: CONFIG, line: 30, description: 'desk' })] }),
      file(STATUS, 'show', {
        interfaces: [port({ file: STATUS, line: 4, mode: 'access', accessVlan: 30, operUp: false })],
      }),
    ]);
    expect(result.device.interfaces[0]).toMatchObject({
      description: 'desk',
      mode: 'access',
      accessVlan: 30,
      operUp: false,
    });
    expect(result.warnings).toEqual([]);
  });

  it('keeps the configured hostname and the reported software, warning of the other', () => {
    const result = mergeDevice('sw1', 'cisco_ios', [
      file('show/sw1/show version.txt', 'show', {
        hostname: 'SW1-old',
        system: { hostname: 'SW1-old', osVersion: '15.2(7)E9', model: 'WS-C2960X-48FPD-L' },
      }),
      file(CONFIG, 'config', { hostname: 'sw1', system: { hostname: 'sw1', osVersion: '15.2' } }),
    ]);
    expect(result.device.system).toMatchObject({
      hostname: 'sw1',
      osVersion: '15.2(7)E9',
      model: 'WS-C2960X-48FPD-L',
    });
    const texts = result.warnings.map((w) => w.text);
    expect(texts).toEqual([
      'sw1 system hostname: kept "sw1" (configs/sw1.cfg:1), not "SW1-old" (show/sw1/show version.txt:1)',
    ]);
    // `15.2` is a prefix of `15.2(7)E9`: the same version, the fuller text kept.
    expect(texts.some((t) => t.includes('osVersion'))).toBe(false);
  });

  it('warns when two files give one address different prefix lengths', () => {
    const result = mergeDevice('sw1', 'cisco_ios', [
      file(CONFIG, 'config', {
        interfaces: [
          port({
            file: CONFIG,
            line: 30,
            name: 'Vlan10',
            shortName: 'Vl10',
            type: 'vlan',
            ipv4: [{ address: '10.0.10.2', prefixLength: 24, source: { file: CONFIG, line: 31 } }],
          }),
        ],
      }),
      file('show/sw1/show ip interface.txt', 'show', {
        interfaces: [
          port({
            file: 'show/sw1/show ip interface.txt',
            line: 1,
            name: 'Vlan10',
            shortName: 'Vl10',
            type: 'vlan',
            ipv4: [
              {
                address: '10.0.10.2',
                prefixLength: 23,
                source: { file: 'show/sw1/show ip interface.txt', line: 2 },
              },
            ],
          }),
        ],
      }),
    ]);
    expect(result.device.interfaces[0]?.ipv4.map((a) => a.prefixLength)).toEqual([24]);
    expect(result.warnings).toEqual([
      {
        file: CONFIG,
        line: 31,
        severity: 'info',
        code: 'merge-conflict',
        text: 'sw1 Vlan10 10.0.10.2 prefix length: kept 24 (configs/sw1.cfg:31), not 23 (show/sw1/show ip interface.txt:2)',
      },
    ]);
  });

  it('uses the first of several configurations and says so', () => {
    const result = mergeDevice('sw1', 'cisco_ios', [
      file(CONFIG, 'config', { hostname: 'sw1', config: emptyConfigFacts(CONFIG) }),
      file('configs/sw1-startup.cfg', 'config', {
        hostname: 'sw1',
        config: emptyConfigFacts('configs/sw1-startup.cfg'),
      }),
    ]);
    expect(result.device.config?.file).toBe(CONFIG);
    expect(result.warnings.map((w) => [w.file, w.code])).toEqual([
      ['configs/sw1-startup.cfg', 'several-configurations'],
    ]);
  });

  it('keeps every field of an interface that one file alone describes', () => {
    // Every field of the model, set: a field the merge forgets fails here (and a new field fails to compile).
    const full: Required<NormalizedInterface> = {
      name: 'GigabitEthernet1/0/1',
      shortName: 'Gi1/0/1',
      type: 'physical',
      description: 'd',
      adminUp: true,
      operUp: false,
      statusText: 'notconnect',
      speedMbps: 1000,
      speedText: '1000',
      duplex: 'full',
      duplexText: 'Full',
      autoNegotiation: true,
      mtu: 9000,
      mac: '00:11:22:33:44:55',
      mode: 'trunk',
      accessVlan: 10,
      voiceVlan: 20,
      nativeVlan: 99,
      allowedVlans: [10, 20],
      ipv4: [{ address: '10.0.0.1', prefixLength: 24 }],
      ipv6: [{ address: '2001:db8::1', prefixLength: 64 }],
      ipv4WithoutPrefix: ['10.0.1.1'],
      ipv6WithoutPrefix: ['2001:db8:1::1'],
      vrf: 'A',
      tunnelVrf: 'B',
      lag: 'Port-channel1',
      lagMode: 'active',
      parent: 'GigabitEthernet1/0',
      vlanId: 10,
      fhrp: [{ protocol: 'hsrp', group: 1 }],
      accessGroups: { in: 'IN' },
      portSecurity: { enabled: true },
      bpduGuard: true,
      stpEdge: true,
      stormControl: [{ kind: 'broadcast', level: '1.00' }],
      extraConfig: ['x'],
      counters: { crc: 1 },
      sources: [{ file: CONFIG, line: 30 }],
      fieldSources: { description: { file: CONFIG, line: 31 } },
    };
    const { device } = mergeDevice('sw1', 'cisco_ios', [file(CONFIG, 'config', { interfaces: [full] })]);
    expect(device.interfaces).toEqual([full]);
    expect(Object.keys(device.interfaces[0] ?? {}).sort()).toEqual(Object.keys(full).sort());
  });

  it('leaves out the fields no file set', () => {
    const { device } = mergeDevice('sw1', 'cisco_ios', [
      file(CONFIG, 'config', { interfaces: [port({ file: CONFIG, line: 30, description: 'x' })] }),
    ]);
    expect(Object.keys(device.interfaces[0] ?? {}).sort()).toEqual([
      'description',
      'ipv4',
      'ipv6',
      'name',
      'shortName',
      'sources',
      'type',
    ]);
  });

  it('gives the members of a LAG that a show output lists the LAG name', () => {
    // The configuration describes ports 21 and 22 but bundles neither; `show lacp` finds them in Trk1.
    const config = [
      'hostname "edge-1"',
      'interface 21',
      '   name "server-a nic1"',
      '   exit',
      'interface 22',
      '   name "server-a nic2"',
      '   exit',
      '',
    ].join('\n');
    const lacp = [
      '          LACP      Trunk     Port                LACP      Admin   Oper',
      '   Port   Enabled   Group     Status    Partner   Status    Key     Key',
      '   ----   -------   -------   -------   -------   -------   ------  ------',
      '   21     Active    Trk1      Up        Yes       Success   0       250',
      '   22     Active    Trk1      Up        Yes       Success   0       250',
      '',
    ].join('\n');
    const { device } = mergeDevice('edge-1', 'hp_procurve', [
      parseFile({ path: 'configs/edge-1.cfg', text: config }, { platform: 'hp_procurve', kind: 'config' }),
      parseFile({ path: 'show/edge-1/show lacp.txt', text: lacp }, { platform: 'hp_procurve', kind: 'show' }),
    ]);
    expect(device.lags.map((l) => [l.name, l.members.map((m) => m.interface)])).toEqual([
      ['Trk1', ['21', '22']],
    ]);
    expect(device.interfaces.find((i) => i.name === '21')?.fieldSources?.lag).toMatchObject({
      file: 'show/edge-1/show lacp.txt',
    });
    expect(device.interfaces.map((i) => [i.name, i.description, i.lag])).toEqual([
      ['21', 'server-a nic1', 'Trk1'],
      ['22', 'server-a nic2', 'Trk1'],
    ]);
  });

  it('takes the words of two commands for one link state as no disagreement, and keeps the first', () => {
    const BRIEF = 'show/sw1/show ip interface brief.txt';
    const result = mergeDevice('sw1', 'cisco_ios', [
      file(STATUS, 'show', {
        interfaces: [port({ file: STATUS, line: 4, operUp: true, statusText: 'connected' })],
      }),
      file(BRIEF, 'show', {
        interfaces: [port({ file: BRIEF, line: 3, operUp: true, statusText: 'up/up' })],
      }),
    ]);
    expect(result.device.interfaces[0]).toMatchObject({ operUp: true, statusText: 'connected' });
    expect(result.warnings).toEqual([]);
  });

  /** A configuration of Gi1/0/1 with `lines` under it, and `show interfaces status` saying it runs a-full a-1000. */
  function speedAndDuplex(lines: string[]) {
    const config = ['hostname sw1', 'interface GigabitEthernet1/0/1', ...lines, 'end', ''];
    const status = [
      'Port      Name               Status       Vlan       Duplex  Speed Type',
      'Gi1/0/1                      connected    1          a-full a-1000 10/100/1000BaseTX',
      '',
    ];
    return mergeDevice('sw1', 'cisco_ios', [
      parseFile({ path: CONFIG, text: config.join('\n') }, { platform: 'cisco_ios', kind: 'config' }),
      parseFile({ path: STATUS, text: status.join('\n') }, { platform: 'cisco_ios', kind: 'show' }),
    ]);
  }

  it('takes a configured `speed auto` and `duplex auto` for what the show output says was negotiated', () => {
    const result = speedAndDuplex([' speed auto', ' duplex auto']);
    expect(result.device.interfaces[0]).toMatchObject({
      autoNegotiation: true,
      speedMbps: 1000,
      speedText: 'a-1000',
      duplex: 'full',
      duplexText: 'a-full',
    });
    expect(result.warnings.filter((w) => w.code === 'merge-conflict')).toEqual([]);
  });

  it('still warns of a forced speed and duplex the show output contradicts', () => {
    const result = speedAndDuplex([' speed 100', ' duplex half']);
    expect(result.device.interfaces[0]).toMatchObject({ speedMbps: 1000, duplex: 'full' });
    expect(result.warnings.filter((w) => w.code === 'merge-conflict').map((w) => w.text)).toEqual([
      `sw1 GigabitEthernet1/0/1 speedMbps: kept 1000 (${STATUS}:2), not 100 (${CONFIG}:3)`,
      `sw1 GigabitEthernet1/0/1 duplex: kept "full" (${STATUS}:2), not "half" (${CONFIG}:4)`,
    ]);
  });

  it('names the file that gave the kept value, not the first file of the interface', () => {
    const BRIEF = 'show/sw1/show ip interface brief.txt';
    const result = mergeDevice('sw1', 'cisco_ios', [
      file(CONFIG, 'config', { interfaces: [port({ file: CONFIG, line: 30, description: 'desk' })] }),
      file(STATUS, 'show', { interfaces: [port({ file: STATUS, line: 4, operUp: true })] }),
      file(BRIEF, 'show', { interfaces: [port({ file: BRIEF, line: 3, operUp: false })] }),
    ]);
    expect(result.warnings.map((w) => [w.file, w.line, w.text])).toEqual([
      [STATUS, 4, `sw1 GigabitEthernet1/0/1 operUp: kept true (${STATUS}:4), not false (${BRIEF}:3)`],
    ]);
  });
});
