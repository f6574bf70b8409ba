/**
 * Synthetic Cisco IOS devices for the parse benchmark: a campus of access switches under distribution pairs,
 * each device with a running configuration of about 20 kB and ten show outputs, written in the layout an
 * import reads (`configs/<host>.cfg`, `show/<host>/<command>.txt`). Deterministic for a given count.
 */

export type BenchFile = { path: string; text: string };

const PORTS = 48;
const UPLINKS = 4;

function rng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const hex4 = (n: number) => n.toString(16).padStart(4, '0');
const macDotted = (a: number, b: number, c: number) => `${hex4(a)}.${hex4(b)}.${hex4(c)}`;
const pad = (text: string, width: number) => (text.length >= width ? `${text} ` : text.padEnd(width));

type Device = {
  name: string;
  index: number;
  mgmt: string;
  vlans: number[];
  uplink: string;
  peer: string;
  peerPort: string;
};

function devices(count: number): Device[] {
  const out: Device[] = [];
  for (let i = 0; i < count; i++) {
    const distribution = Math.floor(i / 40);
    out.push({
      name: `acc-${String(i + 1).padStart(4, '0')}`,
      index: i,
      mgmt: `10.${100 + Math.floor(i / 250)}.${i % 250}.2`,
      vlans: [10, 20, 30, 40, 99].map((v) => v + (distribution % 5) * 100),
      uplink: 'TenGigabitEthernet1/1/1',
      peer: `dist-${String(distribution + 1).padStart(3, '0')}`,
      peerPort: `TenGigabitEthernet1/0/${(i % 40) + 1}`,
    });
  }
  return out;
}

/** The access VLAN of port `port` (1-based) of the device: its configuration and every show output agree. */
const accessVlan = (d: Device, port: number) => d.vlans[port % 4] ?? 10;

/** The configured description of each access port (drawn once: the configuration and `show interfaces status` print it). */
function portDescriptions(d: Device, random: () => number): string[] {
  return Array.from(
    { length: PORTS },
    (_, i) => `Office ${d.name} desk ${i + 1} outlet ${Math.floor(random() * 900 + 100)} cabinet A rack 3`,
  );
}

/** `show interfaces status` prints the first 18 characters of a description in its Name column. */
const statusName = (description: string) => description.slice(0, 18);

function config(d: Device, descriptions: readonly string[]): string {
  const lines: string[] = [
    'Building configuration...',
    '',
    'Current configuration : 20480 bytes',
    '!',
    'version 15.2',
    'service timestamps debug datetime msec',
    'service timestamps log datetime msec',
    'service password-encryption',
    '!',
    `hostname ${d.name}`,
    '!',
    'boot-start-marker',
    'boot-end-marker',
    '!',
    'enable secret 9 $9$benchBENCHbenchBENCHbench',
    '!',
    'username admin privilege 15 secret 9 $9$benchBENCHbenchBENCHbenchADMIN',
    'aaa new-model',
    'aaa authentication login default group tacacs+ local',
    'aaa authorization exec default group tacacs+ local',
    '!',
    'ip domain-name campus.example.net',
    'ip name-server 10.0.0.53',
    'no ip http server',
    'ip ssh version 2',
    '!',
    'spanning-tree mode rapid-pvst',
    'spanning-tree portfast bpduguard default',
    'spanning-tree extend system-id',
    '!',
  ];
  for (const vlan of d.vlans) lines.push(`vlan ${vlan}`, ` name USERS_${vlan}`, '!');
  for (let port = 1; port <= PORTS; port++) {
    lines.push(
      `interface GigabitEthernet1/0/${port}`,
      ` description ${descriptions[port - 1] ?? ''}`,
      ` switchport access vlan ${accessVlan(d, port)}`,
      ' switchport mode access',
      ` switchport voice vlan ${d.vlans[4] ?? 99}`,
      ' switchport port-security maximum 3',
      ' switchport port-security',
      ' storm-control broadcast level 5.00',
      ' spanning-tree portfast',
      ' spanning-tree bpduguard enable',
      '!',
    );
  }
  for (let port = 1; port <= UPLINKS; port++) {
    lines.push(
      `interface TenGigabitEthernet1/1/${port}`,
      port === 1 ? ` description Uplink to ${d.peer} ${d.peerPort}` : ' description Spare uplink',
      ` switchport trunk allowed vlan ${d.vlans.join(',')}`,
      ' switchport mode trunk',
      port === 1 ? ' no shutdown' : ' shutdown',
      '!',
    );
  }
  lines.push(
    `interface Vlan${d.vlans[4] ?? 99}`,
    ' description Management',
    ` ip address ${d.mgmt} 255.255.255.0`,
    '!',
    `ip default-gateway ${d.mgmt.replace(/\.2$/, '.1')}`,
    '!',
    'ip access-list standard MGMT',
    ' permit 10.0.0.0 0.0.255.255',
    ' deny   any log',
    '!',
    'snmp-server community campusRO RO MGMT',
    'snmp-server location Building 1',
    'snmp-server contact noc@example.net',
    'tacacs server TAC1',
    ' address ipv4 10.0.0.49',
    ' key 7 0822455D0A16',
    'ntp server 10.0.0.123',
    'logging host 10.0.2.14',
    '!',
    'banner motd ^C',
    'Authorised access only.',
    '^C',
    '!',
    'line con 0',
    ' exec-timeout 10 0',
    'line vty 0 4',
    ' access-class MGMT in',
    ' exec-timeout 10 0',
    ' transport input ssh',
    'line vty 5 15',
    ' access-class MGMT in',
    ' transport input ssh',
    '!',
    'end',
    '',
  );
  return lines.join('\n');
}

function shows(d: Device, descriptions: readonly string[], random: () => number): Record<string, string> {
  const hosts = Array.from({ length: 40 }, (_, i) => ({
    port: `Gi1/0/${i + 1}`,
    vlan: accessVlan(d, i + 1),
    mac: macDotted(0x0050, 0x5600 + (d.index % 256), i * 7 + 1),
    ip: `10.${100 + Math.floor(d.index / 250)}.${d.index % 250}.${i + 10}`,
  }));
  const status = [
    'Port      Name               Status       Vlan       Duplex  Speed Type',
    ...Array.from({ length: PORTS }, (_, i) => {
      const up = i < 40;
      return `${pad(`Gi1/0/${i + 1}`, 10)}${pad(statusName(descriptions[i] ?? ''), 19)}${pad(up ? 'connected' : 'notconnect', 13)}${pad(String(accessVlan(d, i + 1)), 11)}${pad(up ? 'a-full' : 'auto', 8)}${pad(up ? 'a-1000' : 'auto', 6)}10/100/1000BaseTX`;
    }),
    `${pad('Te1/1/1', 10)}${pad(statusName(`Uplink to ${d.peer} ${d.peerPort}`), 19)}${pad('connected', 13)}${pad('trunk', 11)}${pad('full', 8)}${pad('10G', 6)}SFP-10GBase-SR`,
  ].join('\n');
  const brief = [
    'Interface              IP-Address      OK? Method Status                Protocol',
    ...Array.from(
      { length: PORTS },
      (_, i) =>
        `${pad(`GigabitEthernet1/0/${i + 1}`, 23)}${pad('unassigned', 16)}YES unset  ${pad(i < 40 ? 'up' : 'down', 22)}${i < 40 ? 'up' : 'down'}`,
    ),
    `${pad(`Vlan${d.vlans[4]}`, 23)}${pad(d.mgmt, 16)}YES NVRAM  ${pad('up', 22)}up`,
  ].join('\n');
  // Each VLAN's access ports, four to a line as IOS wraps them; the voice VLAN lists none (trunks neither).
  const vlan = [
    'VLAN Name                             Status    Ports',
    '---- -------------------------------- --------- -------------------------------',
    ...d.vlans.flatMap((v) => {
      const ports = Array.from({ length: PORTS }, (_, i) => i + 1)
        .filter((port) => v !== d.vlans[4] && accessVlan(d, port) === v)
        .map((port) => `Gi1/0/${port}`);
      const rows: string[] = [];
      for (let at = 0; at < Math.max(ports.length, 1); at += 4) rows.push(ports.slice(at, at + 4).join(', '));
      return rows.map((row, i) =>
        i === 0
          ? `${pad(String(v), 5)}${pad(`USERS_${v}`, 33)}${pad('active', 10)}${row}`
          : `${' '.repeat(48)}${row}`,
      );
    }),
  ].join('\n');
  const cdp = [
    '-------------------------',
    `Device ID: ${d.peer}.campus.example.net`,
    'Entry address(es): ',
    `  IP address: 10.0.${Math.floor(d.index / 40)}.1`,
    'Platform: cisco C9500-24Y4C,  Capabilities: Router Switch IGMP ',
    `Interface: ${d.uplink},  Port ID (outgoing port): ${d.peerPort}`,
    'Holdtime : 151 sec',
    '',
    'Version :',
    'Cisco IOS Software [Cupertino], Catalyst L3 Switch Software (CAT9K_IOSXE), Version 17.9.4, RELEASE SOFTWARE (fc5)',
    '',
    'advertisement version: 2',
    'Native VLAN: 1',
    'Duplex: full',
    '',
  ].join('\n');
  const lldp = [
    '------------------------------------------------',
    'Local Intf: Te1/1/1',
    `Chassis id: ${macDotted(0x00a1, 0xb2c3, Math.floor(d.index / 40))}`,
    `Port id: Te1/0/${(d.index % 40) + 1}`,
    `Port Description: Downlink to ${d.name}`,
    `System Name: ${d.peer}.campus.example.net`,
    '',
    'System Description: ',
    'Cisco IOS Software [Cupertino], Catalyst L3 Switch Software (CAT9K_IOSXE), Version 17.9.4',
    '',
    'Time remaining: 96 seconds',
    'System Capabilities: B,R',
    'Enabled Capabilities: B,R',
    'Management Addresses:',
    `    IP: 10.0.${Math.floor(d.index / 40)}.1`,
    'Auto Negotiation - not supported',
    '',
    '',
    'Total entries displayed: 1',
  ].join('\n');
  const mac = [
    '          Mac Address Table',
    '-------------------------------------------',
    '',
    'Vlan    Mac Address       Type        Ports',
    '----    -----------       --------    -----',
    ...hosts.map((h) => ` ${pad(String(h.vlan), 7)}${pad(h.mac, 18)}${pad('DYNAMIC', 12)}${h.port}`),
    ` ${pad(String(d.vlans[4]), 7)}${pad(macDotted(0x00a1, 0xb2c3, Math.floor(d.index / 40)), 18)}${pad('DYNAMIC', 12)}Te1/1/1`,
    `Total Mac Addresses for this criterion: ${hosts.length + 1}`,
  ].join('\n');
  const arp = [
    'Protocol  Address          Age (min)  Hardware Addr   Type   Interface',
    `Internet  ${pad(d.mgmt, 17)}-          ${pad(macDotted(0x00a1, 0x0000, d.index), 16)}ARPA   Vlan${d.vlans[4]}`,
    ...hosts
      .slice(0, 20)
      .map(
        (h) =>
          `Internet  ${pad(h.ip, 17)}${pad(String(Math.floor(random() * 200)), 11)}${pad(h.mac, 16)}ARPA   Vlan${d.vlans[4]}`,
      ),
  ].join('\n');
  const route = [
    'Codes: L - local, C - connected, S - static, R - RIP, M - mobile, B - BGP',
    '       D - EIGRP, EX - EIGRP external, O - OSPF, IA - OSPF inter area ',
    '',
    `Gateway of last resort is ${d.mgmt.replace(/\.2$/, '.1')} to network 0.0.0.0`,
    '',
    `S*    0.0.0.0/0 [1/0] via ${d.mgmt.replace(/\.2$/, '.1')}`,
    `      ${d.mgmt.replace(/\.\d+$/, '.0')}/24 is variably subnetted, 2 subnets, 2 masks`,
    `C        ${d.mgmt.replace(/\.\d+$/, '.0')}/24 is directly connected, Vlan${d.vlans[4]}`,
    `L        ${d.mgmt}/32 is directly connected, Vlan${d.vlans[4]}`,
  ].join('\n');
  // Per VLAN, ten of its up edge ports: those whose access VLAN it is (4, 8, … for the first; 1, 5, … for the
  // second), and for the voice VLAN, which every access port carries, ports 1, 5, … 37.
  const edgePorts = (vlanIndex: number) => {
    const first = vlanIndex === 0 ? 4 : vlanIndex === 4 ? 1 : vlanIndex;
    return Array.from({ length: 10 }, (_, i) => first + i * 4);
  };
  const stp = d.vlans
    .map((v, vlanIndex) =>
      [
        `VLAN${String(v).padStart(4, '0')}`,
        '  Spanning tree enabled protocol rstp',
        `  Root ID    Priority    ${v + 24576}`,
        `             Address     ${macDotted(0x00a1, 0xb2c3, Math.floor(d.index / 40))}`,
        '             Cost        2',
        '             Port        1 (TenGigabitEthernet1/1/1)',
        '             Hello Time   2 sec  Max Age 20 sec  Forward Delay 15 sec',
        '',
        `  Bridge ID  Priority    ${v + 32768}  (priority 32768 sys-id-ext ${v})`,
        `             Address     ${macDotted(0x00a1, 0x0000, d.index)}`,
        '             Hello Time   2 sec  Max Age 20 sec  Forward Delay 15 sec',
        '             Aging Time  300 sec',
        '',
        'Interface           Role Sts Cost      Prio.Nbr Type',
        '------------------- ---- --- --------- -------- --------------------------------',
        'Te1/1/1             Root FWD 2         128.1    P2p ',
        ...edgePorts(vlanIndex).map(
          (port) => `${pad(`Gi1/0/${port}`, 20)}Desg FWD 4         128.${port}   P2p Edge `,
        ),
        '',
      ].join('\n'),
    )
    .join('\n');
  const version = [
    'Cisco IOS Software, C2960X Software (C2960X-UNIVERSALK9-M), Version 15.2(7)E8, RELEASE SOFTWARE (fc1)',
    'Technical Support: http://www.cisco.com/techsupport',
    '',
    `${d.name} uptime is 2 years, 10 weeks, 3 days, 4 hours, 12 minutes`,
    'System returned to ROM by power-on',
    'System image file is "flash:c2960x-universalk9-mz.152-7.E8.bin"',
    '',
    'cisco WS-C2960X-48FPD-L (APM86XXX) processor (revision D0) with 524288K bytes of memory.',
    `Processor board ID FOC${String(2000 + d.index).padStart(4, '0')}X0AB`,
    '52 Gigabit Ethernet interfaces',
    `Base ethernet MAC Address       : ${['00', 'a1', '00', '00', hex4(d.index).slice(0, 2), hex4(d.index).slice(2)].join(':')}`,
    `Model number                    : WS-C2960X-48FPD-L`,
    `System serial number            : FOC${String(2000 + d.index).padStart(4, '0')}X0AB`,
    '',
    'Configuration register is 0xF',
  ].join('\n');
  return {
    'show version': version,
    'show interfaces status': status,
    'show ip interface brief': brief,
    'show vlan brief': vlan,
    'show cdp neighbors detail': cdp,
    'show lldp neighbors detail': lldp,
    'show mac address-table': mac,
    'show ip arp': arp,
    'show ip route': route,
    'show spanning-tree': stp,
  };
}

/** The files of `count` devices, and the hosts.yaml of their inventory. */
export function benchSnapshot(count: number): BenchFile[] {
  const random = rng(count);
  const files: BenchFile[] = [];
  const inventory: string[] = [];
  for (const d of devices(count)) {
    const descriptions = portDescriptions(d, random);
    files.push({ path: `configs/${d.name}.cfg`, text: config(d, descriptions) });
    for (const [command, text] of Object.entries(shows(d, descriptions, random))) {
      files.push({
        path: `show/${d.name}/${command}.txt`,
        text: `${d.name}#${command}\n${text}\n${d.name}#`,
      });
    }
    inventory.push(
      `${d.name}:`,
      `  hostname: ${d.mgmt}`,
      '  platform: cisco_ios',
      '  data:',
      `    site: Campus ${Math.floor(d.index / 200) + 1}`,
    );
  }
  files.push({ path: 'hosts.yaml', text: `${inventory.join('\n')}\n` });
  return files;
}
