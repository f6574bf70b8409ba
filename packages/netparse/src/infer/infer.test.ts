import { describe, expect, it } from 'vitest';
import { emptyDevice } from '../model/empty';
import { canonicalInterface } from '../model/interface-names';
import type { Neighbor, NormalizedDevice, NormalizedInterface, Platform } from '../model/types';
import { macVendor } from '../oui/index';
import { inferNetwork, nameKey } from './index';
import { MAX_L3_SUBNET_DEVICES } from './links';

const at = (file: string, line: number) => ({ file, line });

function iface(
  name: string,
  platform: Platform,
  extra: Partial<NormalizedInterface> = {},
): NormalizedInterface {
  const names = canonicalInterface(name, platform);
  return { ...names, ipv4: [], ipv6: [], sources: [at('cfg', 1)], ...extra };
}

function device(
  hostname: string,
  platform: Platform,
  build: (d: NormalizedDevice) => void,
): NormalizedDevice {
  const d = emptyDevice(hostname, platform);
  build(d);
  return d;
}

function neighbor(
  local: string,
  remoteName: string | undefined,
  remotePort: string | undefined,
  extra: Partial<Neighbor> = {},
): Neighbor {
  return {
    protocol: 'cdp',
    localInterface: local,
    remoteName,
    remotePort,
    source: at('show cdp', 3),
    ...extra,
  };
}

describe('L2 links from CDP and LLDP', () => {
  it('joins the entries of both ends into one link, in each device’s own spelling', () => {
    const a = device('core1', 'cisco_ios', (d) => {
      d.interfaces.push(iface('GigabitEthernet1/0/1', 'cisco_ios'));
      d.neighbors.push(neighbor('GigabitEthernet1/0/1', 'dist1.example.com', 'Eth1/1'));
    });
    const b = device('DIST1', 'cisco_nxos', (d) => {
      d.interfaces.push(iface('Ethernet1/1', 'cisco_nxos'));
      d.neighbors.push(
        neighbor('Ethernet1/1', 'core1(FOC1234X0AB)', 'GigabitEthernet1/0/1', { protocol: 'lldp' }),
      );
    });
    const { links, unknownDevices } = inferNetwork([a, b]);
    expect(unknownDevices).toEqual([]);
    expect(links).toHaveLength(1);
    const [link] = links;
    expect(link?.kind).toBe('l2');
    expect(link?.oneSided).toBe(false);
    expect(link?.protocols.sort()).toEqual(['cdp', 'lldp']);
    const ends = [link?.a, link?.b].map((e) => `${e?.device} ${e?.interface}`).sort();
    expect(ends).toEqual(['DIST1 Ethernet1/1', 'core1 GigabitEthernet1/0/1']);
  });

  it('keeps a link seen from one end and flags it', () => {
    const a = device('sw1', 'cisco_ios', (d) => {
      d.interfaces.push(iface('Gi0/1', 'cisco_ios'));
      d.neighbors.push(neighbor('GigabitEthernet0/1', 'sw2', 'Gi0/2'));
    });
    const b = device('sw2', 'cisco_ios', (d) => {
      d.interfaces.push(iface('Gi0/2', 'cisco_ios'));
      d.neighbors.push(neighbor('GigabitEthernet0/3', 'sw9', 'Gi0/9'));
    });
    const { links } = inferNetwork([a, b]);
    const between = links.find((l) => l.a.device === 'sw1' || l.b.device === 'sw1');
    expect(between?.oneSided).toBe(true);
    expect(between?.b.known && between?.a.known).toBe(true);
  });

  it('resolves a neighbour by management address, then chassis MAC, and a MAC port id to the peer’s port', () => {
    const a = device('edge', 'arista_eos', (d) => {
      d.interfaces.push(iface('Ethernet1', 'arista_eos'), iface('Ethernet2', 'arista_eos'));
      d.neighbors.push(
        neighbor('Ethernet1', 'some-other-name', 'Gi0/0', { remoteManagementIps: ['10.0.0.2'] }),
        neighbor('Ethernet2', undefined, '0011.2233.4466', {
          protocol: 'lldp',
          remotePortKind: 'mac',
          remoteChassisId: '0011.2233.4400',
        }),
      );
    });
    const r1 = device('r1', 'cisco_ios', (d) => {
      d.interfaces.push(iface('Gi0/0', 'cisco_ios', { ipv4: [{ address: '10.0.0.2', prefixLength: 24 }] }));
    });
    const r2 = device('r2', 'cisco_ios', (d) => {
      d.system.baseMac = '00:11:22:33:44:00';
      d.interfaces.push(iface('Gi0/1', 'cisco_ios', { mac: '00:11:22:33:44:66' }));
    });
    const { links, unknownDevices } = inferNetwork([a, r1, r2]);
    expect(unknownDevices).toEqual([]);
    const ends = links
      .filter((l) => l.kind === 'l2')
      .map((l) =>
        [l.a, l.b]
          .map((e) => `${e.device}:${e.interface}`)
          .sort()
          .join(' — '),
      )
      .sort();
    expect(ends).toEqual([
      'edge:Ethernet1 — r1:GigabitEthernet0/0',
      'edge:Ethernet2 — r2:GigabitEthernet0/1',
    ]);
  });

  it('makes a neighbour that is not imported an unknown device, named without serial and with its role', () => {
    const a = device('acc1', 'cisco_ios', (d) => {
      d.interfaces.push(iface('Gi1/0/5', 'cisco_ios'), iface('Gi1/0/6', 'cisco_ios'));
      d.neighbors.push(
        neighbor('GigabitEthernet1/0/5', 'SEP001122334455', 'Port 1', {
          remotePlatform: 'Cisco IP Phone 8845',
          remoteCapabilities: ['host', 'phone'],
          remoteManagementIps: ['10.9.9.9'],
        }),
        neighbor('GigabitEthernet1/0/6', 'n9k-a(FDO2222)', 'Ethernet1/7', {
          remotePlatform: 'N9K-C93180YC-EX',
          remoteCapabilities: ['router', 'switch'],
        }),
      );
    });
    const { unknownDevices, links } = inferNetwork([a]);
    expect(unknownDevices.map((u) => [u.name, u.role.role])).toEqual([
      ['n9k-a', 'l3-switch'],
      ['SEP001122334455', 'phone'],
    ]);
    expect(links.every((l) => l.oneSided && !l.b.known)).toBe(true);
    expect(nameKey('n9k-a(FDO2222)')).toBe('n9k-a');
    expect(nameKey('Core1.corp.example.com')).toBe('core1');
  });

  it('folds the members of a LAG into one link that lists them', () => {
    const a = device('s1', 'cisco_ios', (d) => {
      d.interfaces.push(
        iface('Gi1/0/1', 'cisco_ios', { lag: 'Port-channel1' }),
        iface('Gi1/0/2', 'cisco_ios', { lag: 'Port-channel1' }),
        iface('Port-channel1', 'cisco_ios'),
      );
      d.neighbors.push(
        neighbor('GigabitEthernet1/0/1', 's2', 'Gi1/0/1'),
        neighbor('GigabitEthernet1/0/2', 's2', 'Gi1/0/2'),
      );
    });
    const b = device('s2', 'cisco_ios', (d) => {
      d.interfaces.push(
        iface('Gi1/0/1', 'cisco_ios'),
        iface('Gi1/0/2', 'cisco_ios'),
        iface('Port-channel7', 'cisco_ios'),
      );
      d.lags.push({
        name: 'Port-channel7',
        shortName: 'Po7',
        protocol: 'lacp',
        members: [{ interface: 'GigabitEthernet1/0/1' }, { interface: 'GigabitEthernet1/0/2' }],
        source: at('show etherchannel', 10),
      });
      d.neighbors.push(
        neighbor('GigabitEthernet1/0/1', 's1', 'Gi1/0/1'),
        neighbor('GigabitEthernet1/0/2', 's1', 'Gi1/0/2'),
      );
    });
    const { links } = inferNetwork([a, b]);
    expect(links).toHaveLength(1);
    expect(links[0]?.lag?.members).toHaveLength(2);
    expect([links[0]?.a.interface, links[0]?.b.interface].sort()).toEqual(['Port-channel1', 'Port-channel7']);
    expect(links[0]?.oneSided).toBe(false);
  });
});

describe('L3 links from shared subnets', () => {
  const routed = (
    hostname: string,
    address: string,
    prefixLength: number,
    extra: Partial<NormalizedInterface> = {},
  ) =>
    device(hostname, 'cisco_ios', (d) => {
      d.interfaces.push(iface('Gi0/0', 'cisco_ios', { ipv4: [{ address, prefixLength }], ...extra }));
      d.interfaces.push(
        iface('Loopback0', 'cisco_ios', { ipv4: [{ address: '192.0.2.1', prefixLength: 32 }] }),
      );
    });

  it('pairs active interfaces of two devices in one subnet, not loopbacks or /32', () => {
    const { links } = inferNetwork([routed('r1', '10.1.1.1', 30), routed('r2', '10.1.1.2', 30)]);
    expect(links).toEqual([
      expect.objectContaining({
        kind: 'l3',
        subnet: '10.1.1.0/30',
        a: { device: 'r1', known: true, interface: 'GigabitEthernet0/0' },
        b: { device: 'r2', known: true, interface: 'GigabitEthernet0/0' },
      }),
    ]);
  });

  it('leaves out shut interfaces and pairs already joined by an L2 link', () => {
    expect(
      inferNetwork([routed('r1', '10.1.1.1', 30), routed('r2', '10.1.1.2', 30, { adminUp: false })]).links,
    ).toEqual([]);
    const r1 = routed('r1', '10.1.1.1', 30);
    r1.neighbors.push(neighbor('GigabitEthernet0/0', 'r2', 'Gi0/0'));
    const { links } = inferNetwork([r1, routed('r2', '10.1.1.2', 30)]);
    expect(links.map((l) => l.kind)).toEqual(['l2']);
  });

  it('pairs every device of a small shared segment, and notes a LAN instead of meshing it', () => {
    const segment = Array.from({ length: 3 }, (_, i) => routed(`r${i + 1}`, `10.2.0.${i + 1}`, 24));
    const small = inferNetwork(segment);
    expect(small.links.map((l) => `${l.a.device}-${l.b.device}`)).toEqual(['r1-r2', 'r1-r3', 'r2-r3']);
    expect(small.warnings.filter((w) => w.code === 'shared-subnet')).toEqual([]);
    const lan = Array.from({ length: MAX_L3_SUBNET_DEVICES + 1 }, (_, i) =>
      routed(`s${String(i + 1).padStart(2, '0')}`, `10.3.0.${i + 1}`, 24),
    );
    const big = inferNetwork(lan);
    expect(big.links).toEqual([]);
    expect(big.warnings.filter((w) => w.code === 'shared-subnet').map((w) => w.text)).toEqual([
      `10.3.0.0/24 is shared by ${MAX_L3_SUBNET_DEVICES + 1} interfaces of ${MAX_L3_SUBNET_DEVICES + 1} devices: a LAN, given as its VLAN subnet rather than as links between every pair`,
    ]);
  });
});

describe('L2 links of entries that do not name the far port', () => {
  it('joins an entry that announces an ifIndex to the link the far end reported, on the right port', () => {
    const a = device('acc1', 'cisco_ios', (d) => {
      d.interfaces.push(iface('Te1/1/1', 'cisco_ios'), iface('Te1/1/2', 'cisco_ios'));
      d.neighbors.push(
        neighbor('TenGigabitEthernet1/1/1', 'dist1', '17', { protocol: 'lldp', remotePortKind: 'ifindex' }),
        neighbor('TenGigabitEthernet1/1/2', 'dist1', '18', { protocol: 'lldp', remotePortKind: 'ifindex' }),
      );
    });
    const b = device('dist1', 'cisco_ios', (d) => {
      d.interfaces.push(iface('Gi1/0/1', 'cisco_ios'), iface('Gi2/0/1', 'cisco_ios'));
      d.neighbors.push(
        neighbor('GigabitEthernet1/0/1', 'acc1', 'Te1/1/1', { protocol: 'lldp' }),
        neighbor('GigabitEthernet2/0/1', 'acc1', 'Te1/1/2', { protocol: 'lldp' }),
      );
    });
    const { links } = inferNetwork([a, b]);
    expect(
      links.map((l) => [l.a.device, l.a.interface, l.b.device, l.b.interface, l.oneSided, l.evidence.length]),
    ).toEqual([
      ['acc1', 'TenGigabitEthernet1/1/1', 'dist1', 'GigabitEthernet1/0/1', false, 2],
      ['acc1', 'TenGigabitEthernet1/1/2', 'dist1', 'GigabitEthernet2/0/1', false, 2],
    ]);
  });

  it('keeps such an entry as a link of its own when the far end did not report it', () => {
    const a = device('acc1', 'cisco_ios', (d) => {
      d.interfaces.push(iface('Te1/1/1', 'cisco_ios'));
      d.neighbors.push(
        neighbor('TenGigabitEthernet1/1/1', 'dist1', '17', { protocol: 'lldp', remotePortKind: 'ifindex' }),
      );
    });
    const { links } = inferNetwork([a, device('dist1', 'cisco_ios', () => {})]);
    expect(links.map((l) => [l.a.interface, l.b.device, l.b.interface, l.oneSided])).toEqual([
      ['TenGigabitEthernet1/1/1', 'dist1', undefined, true],
    ]);
  });
});

describe('hosts', () => {
  function campus() {
    const access = device('acc1', 'cisco_ios', (d) => {
      d.system.baseMac = '00:1a:2b:00:00:01';
      d.interfaces.push(
        iface('Gi1/0/1', 'cisco_ios', { mode: 'trunk' }),
        iface('Gi1/0/10', 'cisco_ios', { mode: 'access', accessVlan: 10 }),
        iface('Gi1/0/11', 'cisco_ios', { mode: 'access', accessVlan: 10 }),
        iface('Gi1/0/20', 'cisco_ios', { lag: 'Port-channel2' }),
      );
      d.neighbors.push(
        neighbor('GigabitEthernet1/0/1', 'dist1', 'Gi1/0/24'),
        neighbor('GigabitEthernet1/0/11', 'SEPAABBCCDDEEFF', 'Port 1', { remoteCapabilities: ['phone'] }),
      );
      const mac = (m: string, port: string, vlan: number, line: number) => ({
        mac: m,
        vlan,
        interface: port,
        type: 'dynamic' as const,
        source: at('acc1/show mac address-table.txt', line),
      });
      d.macTable.push(
        mac('00:00:0c:11:11:11', 'GigabitEthernet1/0/10', 10, 5), // a Cisco-registered host on an access port
        mac('00:50:56:22:22:22', 'GigabitEthernet1/0/11', 10, 6), // a PC behind a phone
        mac('00:1a:2b:00:00:99', 'GigabitEthernet1/0/1', 10, 7), // learned on the uplink: not here
        mac('00:00:0c:07:ac:0a', 'GigabitEthernet1/0/1', 10, 8), // HSRP virtual MAC
        mac('00:1a:2b:00:00:77', 'GigabitEthernet1/0/20', 10, 9), // on a LAG member
        mac('00:1a:2b:00:00:01', 'GigabitEthernet1/0/10', 10, 10), // the switch's own MAC
      );
    });
    const dist = device('dist1', 'cisco_ios', (d) => {
      d.interfaces.push(
        iface('Gi1/0/24', 'cisco_ios', { mode: 'trunk' }),
        iface('Vlan10', 'cisco_ios', {
          ipv4: [{ address: '10.10.0.2', prefixLength: 24 }],
          fhrp: [{ protocol: 'hsrp', group: 10, virtualIp: '10.10.0.1' }],
        }),
      );
      d.neighbors.push(neighbor('GigabitEthernet1/0/24', 'acc1', 'Gi1/0/1'));
      const arp = (ip: string, mac: string, line: number) => ({
        ip,
        mac,
        interface: 'Vlan10',
        type: 'dynamic' as const,
        source: at('dist1/show ip arp.txt', line),
      });
      d.arp.push(
        arp('10.10.0.50', '00:00:0c:11:11:11', 3),
        arp('10.10.0.51', '00:50:56:22:22:22', 4),
        arp('10.10.0.99', '02:00:00:00:00:99', 5), // known from ARP only, locally administered
        arp('10.10.0.1', '00:00:0c:07:ac:0a', 6),
        {
          ip: '10.10.0.2',
          mac: '00:1a:2b:00:00:02',
          interface: 'Vlan10',
          type: 'local' as const,
          source: at('x', 7),
        },
      );
    });
    return inferNetwork([access, dist]);
  }

  it('places MACs learned on edge ports and takes their addresses from any ARP table', () => {
    const { hosts } = campus();
    expect(hosts.map((h) => [h.mac, h.ips, h.location?.device, h.location?.interface, h.vlans])).toEqual([
      ['00:00:0c:11:11:11', ['10.10.0.50'], 'acc1', 'GigabitEthernet1/0/10', [10]],
      ['00:50:56:22:22:22', ['10.10.0.51'], 'acc1', 'GigabitEthernet1/0/11', [10]],
      ['02:00:00:00:00:99', ['10.10.0.99'], undefined, undefined, [10]],
    ]);
  });

  it('names the vendor from the IEEE registry and none for a locally administered MAC', () => {
    const { hosts } = campus();
    expect(hosts[0]?.vendor).toBe(macVendor('00:00:0c:00:00:00'));
    expect(hosts[0]?.vendor).toMatch(/cisco/i);
    expect(hosts[1]?.vendor).toMatch(/vmware/i);
    expect(hosts[2]?.vendor).toBeUndefined();
  });

  it('gives VLAN subnets with the SVI and HSRP gateways', () => {
    const { vlanSubnets } = campus();
    expect(vlanSubnets).toEqual([
      expect.objectContaining({
        vlan: 10,
        subnet: '10.10.0.0/24',
        gateways: [
          expect.objectContaining({ ip: '10.10.0.2', device: 'dist1', kind: 'svi' }),
          expect.objectContaining({ ip: '10.10.0.1', device: 'dist1', kind: 'hsrp' }),
        ],
      }),
    ]);
  });
});

describe('device roles', () => {
  it('reads the model first, then switching and routing behaviour', () => {
    const asa = device('fw', 'cisco_ios', (d) => {
      d.system.model = 'ASA5516';
    });
    const l3 = device('core', 'cisco_ios', (d) => {
      d.system.model = 'C9300-48P';
      d.interfaces.push(
        iface('Vlan10', 'cisco_ios', { ipv4: [{ address: '10.0.10.1', prefixLength: 24 }] }),
        iface('Vlan20', 'cisco_ios', { ipv4: [{ address: '10.0.20.1', prefixLength: 24 }] }),
      );
    });
    const l2 = device('acc', 'cisco_ios', (d) => {
      d.interfaces.push(iface('Gi0/1', 'cisco_ios', { mode: 'access', accessVlan: 10 }));
    });
    const router = device('wan', 'juniper_junos', (d) => {
      d.interfaces.push(
        iface('ge-0/0/0.0', 'juniper_junos', { ipv4: [{ address: '198.51.100.1', prefixLength: 30 }] }),
      );
    });
    const { roles } = inferNetwork([asa, l3, l2, router]);
    expect(roles.fw?.role).toBe('firewall');
    expect(roles.core?.role).toBe('l3-switch');
    expect(roles.acc?.role).toBe('switch');
    expect(roles.wan?.role).toBe('router');
  });
});
