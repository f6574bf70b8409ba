import {
  type DevicePort,
  type DeviceRecord,
  type DeviceRoute,
  type HostRecord,
  hostPort,
  type StpInstance,
} from '../../model/documents';
import { hostIp, ipNetwork } from '../ipv4';
import {
  addressOf,
  announcedCapabilities,
  announcedDescription,
  ciscoDate,
  ciscoImage,
  dottedMac,
  has,
  isCisco,
  loopbacks,
  maskLength,
  maskOf,
  neighboursOf,
  type PortNeighbour,
  pad,
  physicalPorts,
  portOrder,
  type TextContext,
  uptimeAt,
  uptimeWords,
  vlanInterfaces,
  vlanRanges,
  vlansOf,
} from './context';

/**
 * Cisco IOS and IOS-XE texts: the running configuration as `show running-config` prints it, and the show
 * outputs `@lne/netparse` reads (version, interface status, CDP and LLDP neighbours, MAC and ARP tables, routes,
 * spanning tree, EtherChannels), in the devices' own formats.
 */

const BANNER = 'Authorized access only. Activity is logged and monitored.';

const isRouter = (c: TextContext) => c.model.devType === 'router';

/** Whether the device routes (has addresses on its interfaces). */
const routes = (device: DeviceRecord) => Object.keys(device.data.ip_configs).length > 0;

/** The gateway of the device's management subnet (a switch that does not route sends its own traffic there). */
function defaultGateway(c: TextContext): string | undefined {
  const mine = ipNetwork(c.device.data.ip_address, 24);
  return c.state.gateways.get(mine) ?? hostIp({ network: mine, length: 24 }, 1);
}

function stpLines(c: TextContext): string[] {
  const stp = c.device.data.stp;
  if (!stp) return [];
  const lines: string[] = [];
  const mode = stp.protocol === 'mstp' ? 'mst' : stp.protocol === 'pvst' ? 'pvst' : 'rapid-pvst';
  lines.push(`spanning-tree mode ${mode}`);
  if (!has(c, 'no-bpdu-guard') && c.model.devType === 'switch')
    lines.push('spanning-tree portfast bpduguard default');
  lines.push('spanning-tree extend system-id', 'spanning-tree pathcost method long');
  if (stp.protocol === 'mstp') {
    const mapped = Object.entries(stp.instances).filter(([id, i]) => id !== '0' && i.mapped_vlans.length > 0);
    if (mapped.length > 0) {
      lines.push('!', 'spanning-tree mst configuration', ' name CAMPUS', ' revision 3');
      for (const [id, instance] of mapped)
        lines.push(` instance ${id} vlan ${vlanRanges(instance.mapped_vlans, ', ')}`);
      lines.push('!');
    }
    for (const [id, instance] of Object.entries(stp.instances)) {
      const priority = instance.bridge_priority - Number(id);
      if (priority !== 32768) lines.push(`spanning-tree mst ${id} priority ${priority}`);
    }
  } else {
    const byPriority = new Map<number, number[]>();
    const fault = c.info.faults.stpPriority;
    for (const [id, instance] of Object.entries(stp.instances)) {
      // A priority the configuration sets that the running tree does not show.
      const priority = fault?.vlans.includes(Number(id))
        ? fault.priority
        : instance.bridge_priority - Number(id);
      if (priority === 32768) continue;
      byPriority.set(priority, [...(byPriority.get(priority) ?? []), Number(id)]);
    }
    for (const [priority, vlans] of byPriority)
      lines.push(`spanning-tree vlan ${vlanRanges(vlans)} priority ${priority}`);
  }
  return lines;
}

function trunkLines(port: DevicePort): string[] {
  const lines: string[] = [];
  if (port.vlan_id !== null && port.vlan_id !== 1)
    lines.push(` switchport trunk native vlan ${port.vlan_id}`);
  if (port.tagged.length > 0) lines.push(` switchport trunk allowed vlan ${vlanRanges(port.tagged)}`);
  lines.push(' switchport mode trunk');
  return lines;
}

function interfaceLines(c: TextContext, port: DevicePort): string[] {
  const d = c.device;
  const lines = [`interface ${port.if_no}`];
  if (port.description) lines.push(` description ${port.description}`);
  const lag = Object.values(d.data.lags).find((l) => l.members[port.if_no]);
  const lagPort = lag ? d.data.ports[lag.name] : undefined;
  if (port.port_type === 'routed') {
    if (!isRouter(c)) lines.push(' no switchport');
    const vrf = d.data.ip_configs[port.if_no]?.vrf;
    if (vrf && vrf !== 'default') lines.push(` vrf forwarding ${vrf}`);
    const address = addressOf(d, port.if_no);
    if (address) lines.push(` ip address ${address.ip} ${maskOf(address.length)}`);
    if (Object.values(d.data.routes).some((r) => r.protocol === 'ospf'))
      lines.push(' ip ospf network point-to-point');
  } else if (lag && lagPort) {
    lines.push(...trunkLines(lagPort), ` channel-group ${lag.group_id} mode active`);
  } else if (port.port_type === 'trunk') {
    lines.push(...trunkLines(port));
  } else if (port.if_state === 'down' && !port.description) {
    // An unused port: shut, in the default VLAN.
    lines.push(' shutdown');
    return lines;
  } else {
    if (port.vlan_id !== null && port.vlan_id !== 1) lines.push(` switchport access vlan ${port.vlan_id}`);
    lines.push(' switchport mode access');
    if (port.tagged[0] !== undefined) lines.push(` switchport voice vlan ${port.tagged[0]}`);
    if (port.duplex === 'half') lines.push(' speed 100', ' duplex half');
    if (port.if_state === 'err-disabled' && /psecure/.test(port.description))
      lines.push(' switchport port-security maximum 1', ' switchport port-security');
    lines.push(' spanning-tree portfast');
    if (!has(c, 'no-bpdu-guard')) lines.push(' spanning-tree bpduguard enable');
  }
  lines.push(...faultLines(c, port));
  // `unused-ports-open`: access ports without link keep their VLAN and are not shut down.
  const open = has(c, 'unused-ports-open') && port.port_type === 'access';
  if (port.if_state === 'down' && !open) lines.push(' shutdown');
  return lines;
}

/** The lines of an interface's deliberate faults (`TextFaults`): fixed speed, its own MTU, LLDP receive off. */
function faultLines(c: TextContext, port: DevicePort): string[] {
  const { fixedSpeed, mtu, lldpReceiveOff } = c.info.faults;
  const lines: string[] = [];
  const speed = fixedSpeed?.[port.if_no];
  if (speed !== undefined) lines.push(` speed ${speed}`, ' duplex full');
  const bytes = mtu?.[port.if_no];
  if (bytes !== undefined) lines.push(` mtu ${bytes}`);
  if (lldpReceiveOff?.includes(port.if_no)) lines.push(' no lldp receive');
  return lines;
}

function sviLines(c: TextContext, port: DevicePort): string[] {
  const d = c.device;
  const lines = [`interface ${port.if_no}`];
  if (port.description) lines.push(` description ${port.description}`);
  const config = d.data.ip_configs[port.if_no];
  if (config && config.vrf !== 'default') lines.push(` vrf forwarding ${config.vrf}`);
  const address = addressOf(d, port.if_no);
  if (address) lines.push(` ip address ${address.ip} ${maskOf(address.length)}`);
  const fhrp = c.info.fhrp[port.if_no];
  if (fhrp) {
    lines.push(
      ' standby version 2',
      ` standby ${fhrp.group} ip ${fhrp.virtualIp}`,
      ` standby ${fhrp.group} priority ${fhrp.priority}`,
      ` standby ${fhrp.group} preempt`,
    );
  }
  if (/^[Vv]lan/.test(port.if_no)) lines.push(' no ip redirects');
  return lines;
}

export function ciscoConfig(c: TextContext): string {
  const d = c.device;
  const xe = c.info.model !== undefined && c.model.platform === 'cisco_xe';
  const version = d.data.version.software.replace(/^\S+\s+/, '');
  const major = /^(\d+\.\d+)/.exec(version)?.[1] ?? '17.9';
  const lines: string[] = [];
  lines.push('!', `! Last configuration change at ${ciscoDate(c.changedAt)} by netadmin`, '!');
  lines.push(
    `version ${major}`,
    'service timestamps debug datetime msec',
    'service timestamps log datetime msec',
  );
  if (!has(c, 'no-password-encryption')) lines.push('service password-encryption');
  if (xe) lines.push('platform punt-keepalive disable-kernel-core');
  lines.push('!', `hostname ${d.data.name}`, '!', 'boot-start-marker', 'boot-end-marker', '!');
  for (const vrf of Object.values(d.data.vrfs)) {
    lines.push(`vrf definition ${vrf.vrf_name}`);
    if (vrf.route_distinguisher) lines.push(` rd ${vrf.route_distinguisher}`);
    lines.push(' !', ' address-family ipv4', ' exit-address-family', '!');
  }
  if (has(c, 'default-password')) lines.push('enable password cisco');
  else lines.push(`enable secret 9 ${c.info.secret}`);
  lines.push('!');
  if (!has(c, 'no-aaa')) lines.push('aaa new-model', 'aaa authentication login default local', '!');
  lines.push(`ip domain name ${c.services.domain}`, '!');
  lines.push(...stpLines(c));
  lines.push('!');
  if (has(c, 'default-password')) lines.push('username admin privilege 15 password 0 cisco');
  else lines.push(`username netadmin privilege 15 secret 9 ${c.info.secret}`);
  // A reversible type 7 password for a read-only operator account (the text is "Op3rat0r!").
  if (has(c, 'weak-password')) lines.push('username operator privilege 1 password 7 0229140819071B715E0F');
  lines.push('!');
  for (const vlan of vlansOf(d)) lines.push(`vlan ${vlan.vlan_id}`, ` name ${vlan.vlan_name}`, '!');
  for (const lag of Object.values(d.data.lags)) {
    const port = d.data.ports[lag.name];
    if (!port) continue;
    lines.push(`interface ${lag.name}`);
    if (port.description) lines.push(` description ${port.description}`);
    lines.push(...trunkLines(port), '!');
  }
  for (const port of physicalPorts(d)) lines.push(...interfaceLines(c, port), '!');
  for (const port of [...loopbacks(d), ...vlanInterfaces(d)]) lines.push(...sviLines(c, port), '!');
  const allRoutes = Object.values(d.data.routes);
  if (allRoutes.some((r) => r.protocol === 'ospf')) {
    lines.push('router ospf 1', ` router-id ${d.data.ip_address}`, ' passive-interface default');
    for (const config of Object.values(d.data.ip_configs)) {
      const first = config.ip_interfaces[0];
      if (first && first.prefix_length >= 30) lines.push(` no passive-interface ${config.interface_name}`);
    }
    lines.push(' network 10.0.0.0 0.255.255.255 area 0', '!');
  }
  lines.push(has(c, 'http-server') ? 'ip http server' : 'no ip http server', 'ip http secure-server');
  for (const route of allRoutes.filter((r) => r.protocol === 'static')) {
    const vrf = route.vrf !== 'default' ? `vrf ${route.vrf} ` : '';
    lines.push(`ip route ${vrf}${route.network} ${route.mask} ${route.nexthop_ip ?? route.nexthop_if ?? ''}`);
  }
  if (!routes(d)) {
    const gateway = defaultGateway(c);
    if (gateway) lines.push(`ip default-gateway ${gateway}`);
  }
  lines.push('!');
  if (c.revision >= 3)
    lines.push('ip access-list standard MGMT-ACL', ' permit 10.0.0.0 0.0.0.255', ' deny any log', '!');
  // An ACL left behind by a change that never applied it.
  if (has(c, 'unused-acl')) lines.push('ip access-list extended TEMP-BYPASS', ' permit ip any any', '!');
  if (has(c, 'snmp-write')) lines.push(`snmp-server community ${c.services.snmpCommunity}-rw RW`);
  if (has(c, 'snmp-public')) lines.push('snmp-server community public RO');
  else
    lines.push(`snmp-server community ${c.services.snmpCommunity} RO${c.revision >= 3 ? ' MGMT-ACL' : ''}`);
  lines.push(`snmp-server location ${c.revision >= 3 ? `${c.location}, rack 2` : c.location}`);
  if (!has(c, 'no-ntp')) {
    const servers = c.revision >= 2 ? c.services.ntp : c.services.ntp.slice(0, 1);
    for (const server of servers) lines.push(`ntp server ${server}`);
  }
  if (c.revision >= 2) lines.push(`logging host ${c.services.syslog}`);
  if (!has(c, 'no-banner')) lines.push(`banner login ^C${BANNER}^C`);
  lines.push('!', 'line con 0', ' logging synchronous', 'line vty 0 4');
  // `undefined-acl`: the vty lines name an ACL the configuration never defines (IOS then lets everyone in).
  if (has(c, 'undefined-acl')) lines.push(' access-class VTY-MGMT in');
  else if (c.revision >= 3) lines.push(' access-class MGMT-ACL in');
  lines.push(
    ` transport input ${has(c, 'telnet') ? 'telnet ssh' : 'ssh'}`,
    'line vty 5 15',
    ' transport input ssh',
    '!',
    'end',
  );
  const body = lines.join('\n');
  return `Building configuration...\n\nCurrent configuration : ${body.length + 1} bytes\n${body}\n`;
}

// ─── show version ───────────────────────────────────────────────────────────────────────────────────────────

export function ciscoShowVersion(c: TextContext): string {
  const d = c.device;
  const version = d.data.version.software.replace(/^\S+\s+/, '');
  const xe = c.model.platform === 'cisco_xe';
  const physical = physicalPorts(d).length;
  const mac = d.data.mac.address.toLowerCase();
  const lines: string[] = [];
  if (xe) {
    const padded = version.replace(
      /^(\d+)\.(\d+)\.(\d+)/,
      (_m, a, b, x) => `${a}.${String(b).padStart(2, '0')}.${String(x).padStart(2, '0')}`,
    );
    lines.push(`Cisco IOS XE Software, Version ${padded}`);
  }
  lines.push(announcedDescription(d, c.model));
  lines.push(
    'Technical Support: http://www.cisco.com/techsupport',
    'Copyright (c) 1986-2024 by Cisco Systems, Inc.',
    'Compiled Tue 14-May-24 10:21 by mcpre',
    '',
    '',
    `ROM: ${xe ? 'IOS-XE ROMMON' : 'Bootstrap program is IOS Boot Loader'}`,
    '',
    `${d.data.name} uptime is ${uptimeWords(uptimeAt(d, c.at))}`,
    'System returned to ROM by Reload Command',
    `System image file is "flash:${xe ? 'packages.conf' : `${ciscoImage(c.model).toLowerCase()}.bin`}"`,
    'Last reload reason: Reload Command',
    '',
    `cisco ${d.data.version.model} (${xe ? 'X86' : 'ARMv7'}) processor with 1419044K/6147K bytes of memory.`,
    `Processor board ID ${d.data.version.serial}`,
    `${physical} Gigabit Ethernet interfaces`,
    '2048K bytes of non-volatile configuration memory.',
    '',
    `Base Ethernet MAC Address          : ${mac}`,
    `Model Number                       : ${d.data.version.model}`,
    `System Serial Number               : ${d.data.version.serial}`,
    '',
    'Configuration register is 0x102',
    '',
  );
  return lines.join('\n');
}

// ─── show interfaces status ─────────────────────────────────────────────────────────────────────────────────

function mediaType(port: DevicePort): string {
  if (/^(?:TwentyFive|Hundred|TenGig)/.test(port.if_no))
    return /^Hundred/.test(port.if_no)
      ? '100GBASE-SR4'
      : /^TwentyFive/.test(port.if_no)
        ? 'SFP-25GBase-SR'
        : 'SFP-10GBase-SR';
  if (/^Port-channel/.test(port.if_no)) return '';
  return /^FastEthernet/.test(port.if_no) ? '10/100BaseTX' : '10/100/1000BaseTX';
}

function speedCell(port: DevicePort, fixed: boolean): string {
  if (typeof port.speed !== 'number') return 'auto';
  const text =
    port.speed >= 1000 && port.speed % 1000 === 0 && port.speed > 1000
      ? `${port.speed / 1000}G`
      : String(port.speed);
  return port.duplex === 'half' || fixed ? text : `a-${text}`;
}

export function ciscoShowInterfacesStatus(c: TextContext): string {
  const d = c.device;
  const lines = ['', 'Port         Name               Status       Vlan       Duplex  Speed Type '];
  const ports = [...Object.values(d.data.lags).map((l) => d.data.ports[l.name]), ...physicalPorts(d)];
  for (const port of ports) {
    if (!port) continue;
    const status =
      port.if_state === 'err-disabled'
        ? 'err-disabled'
        : port.if_state === 'up'
          ? 'connected'
          : port.description === ''
            ? 'disabled'
            : 'notconnect';
    const lag = Object.values(d.data.lags).find((l) => l.members[port.if_no]);
    const lagPort = lag ? d.data.ports[lag.name] : undefined;
    const vlan =
      port.port_type === 'routed'
        ? 'routed'
        : port.port_type === 'trunk' || lagPort?.port_type === 'trunk'
          ? 'trunk'
          : String(port.vlan_id ?? 1);
    // A port fixed to its speed and duplex shows them without the `a-` of negotiated ones.
    const fixed = c.info.faults.fixedSpeed?.[port.if_no] !== undefined;
    const duplex =
      port.duplex === 'half' ? 'half' : port.duplex === 'full' ? (fixed ? 'full' : 'a-full') : 'auto';
    lines.push(
      `${pad(port.if_no_short, 13)}${pad(port.description.slice(0, 18), 19)}${pad(status, 13)}${pad(vlan, 11)}${duplex.padStart(6)} ${speedCell(port, fixed).padStart(6)} ${mediaType(port)}`,
    );
  }
  lines.push('');
  return lines.join('\n');
}

// ─── Neighbours ─────────────────────────────────────────────────────────────────────────────────────────────

const capabilityWords: Record<string, string> = {
  router: 'Router',
  bridge: 'Switch',
  switch: 'Switch',
  station: 'Host',
  'trans-bridge': 'Trans-Bridge',
  phone: 'Phone',
};

const lldpLetters: Record<string, string> = {
  router: 'R',
  bridge: 'B',
  switch: 'B',
  station: 'S',
  'trans-bridge': 'W',
  phone: 'T',
};

/** The port a device announces: IOS names its port in LLDP by the short name, in CDP by the long one. */
function announcedPort(n: PortNeighbour, form: 'short' | 'long'): string {
  if (!n.remotePort) return n.remotePortName;
  return form === 'short' && isCisco(n.remoteModel?.platform ?? 'none')
    ? n.remotePort.if_no_short
    : n.remotePort.if_no;
}

function remoteAddress(n: PortNeighbour): string {
  return n.remote.data.ip_address;
}

export function ciscoShowCdpNeighborsDetail(c: TextContext, neighbours: readonly PortNeighbour[]): string {
  const lines: string[] = [];
  for (const n of neighbours) {
    const caps = announcedCapabilities(n.remote, n.remoteModel);
    const words = [...new Set(caps.map((w) => capabilityWords[w] ?? 'Host'))];
    if (words.includes('Switch')) words.push('IGMP');
    const known = n.remote.data.known;
    lines.push(
      '-------------------------',
      `Device ID: ${n.remote.data.name}${known ? `.${c.services.domain}` : ''}`,
      'Entry address(es): ',
      `  IP address: ${remoteAddress(n)}`,
      `Platform: cisco ${n.remote.data.version.model},  Capabilities: ${words.join(' ')} `,
      `Interface: ${n.local.if_no},  Port ID (outgoing port): ${announcedPort(n, 'long')}`,
      'Holdtime : 142 sec',
      '',
      'Version :',
      announcedDescription(n.remote, n.remoteModel),
      'Technical Support: http://www.cisco.com/techsupport',
      'Copyright (c) 1986-2024 by Cisco Systems, Inc.',
      '',
      'advertisement version: 2',
      `Native VLAN: ${n.local.port_type === 'trunk' ? (n.local.vlan_id ?? 1) : (n.local.vlan_id ?? 1)}`,
      'Duplex: full',
      'Management address(es): ',
      `  IP address: ${remoteAddress(n)}`,
      '',
    );
  }
  lines.push('', `Total cdp entries displayed : ${neighbours.length}`, '');
  return lines.join('\n');
}

export function ciscoShowLldpNeighborsDetail(neighbours: readonly PortNeighbour[]): string {
  const lines: string[] = [];
  for (const n of neighbours) {
    const caps = announcedCapabilities(n.remote, n.remoteModel);
    const letters = [...new Set(caps.map((w) => lldpLetters[w] ?? 'O'))].join(',');
    const port = announcedPort(n, 'short');
    lines.push('------------------------------------------------', `Local Intf: ${n.local.if_no_short}`);
    lines.push(`Chassis id: ${dottedMac(n.remote.data.mac.address)}`, `Port id: ${port}`);
    lines.push(`Port Description: ${n.remotePort?.description || port}`);
    if (n.remote.data.name) lines.push(`System Name: ${n.remote.data.name}`);
    else lines.push('System Name - not advertised');
    lines.push('', 'System Description: ', announcedDescription(n.remote, n.remoteModel), '');
    lines.push('Time remaining: 104 seconds');
    if (letters) lines.push(`System Capabilities: ${letters}`, `Enabled Capabilities: ${letters}`);
    else lines.push('System Capabilities - not advertised', 'Enabled Capabilities - not advertised');
    lines.push('Management Addresses:', `    IP: ${remoteAddress(n)}`);
    lines.push('Auto Negotiation - supported, enabled', 'Physical media capabilities:', '    1000baseT(FD)');
    lines.push('Media Attachment Unit type: 30', 'Vlan ID: - not advertised');
    if (!n.remote.data.known && n.remoteModel?.announces !== 'cdp') {
      // Endpoints announce their inventory (LLDP-MED): manufacturer and model.
      lines.push(
        '',
        'MED Information:',
        '',
        `    H/W revision: 1`,
        `    F/W revision: ${n.remote.data.version.software || '-'}`,
        `    Manufacturer: ${n.remote.data.version.vendor.replace(/(^|\s)\S/g, (x) => x.toUpperCase())}`,
        `    Model: ${n.remote.data.version.model}`,
        '    Capabilities: IN',
        '    Device type: Endpoint Class I',
      );
    }
    lines.push('');
  }
  lines.push('', `Total entries displayed: ${neighbours.length}`, '');
  return lines.join('\n');
}

// ─── MAC and ARP tables ─────────────────────────────────────────────────────────────────────────────────────

export function ciscoShowMacAddressTable(c: TextContext, hosts: readonly HostRecord[]): string {
  const d = c.device;
  const lines = [
    '          Mac Address Table',
    '-------------------------------------------',
    '',
    'Vlan    Mac Address       Type        Ports',
    '----    -----------       --------    -----',
  ];
  const rows: { vlan: number; mac: string; port: string }[] = [];
  for (const host of hosts) {
    const port = hostPort(d, host.data);
    if (!port) continue;
    rows.push({ vlan: port.vlan_id ?? 1, mac: host.data.mac.address, port: port.if_no_short });
  }
  // Devices without spanning tree behind an access port (PLCs, meters) are learned there too.
  for (const n of neighboursOf(c)) {
    if (n.remote.data.known || n.local.port_type !== 'access') continue;
    rows.push({ vlan: n.local.vlan_id ?? 1, mac: n.remote.data.mac.address, port: n.local.if_no_short });
  }
  rows.sort((a, b) => a.vlan - b.vlan || a.mac.localeCompare(b.mac));
  for (const row of rows)
    lines.push(` ${String(row.vlan).padStart(4)}    ${dottedMac(row.mac)}    DYNAMIC     ${row.port}`);
  lines.push(`Total Mac Addresses for this criterion: ${rows.length}`, '');
  return lines.join('\n');
}

export type ArpRow = { ip: string; mac: string | null; ageMinutes: number | null; iface: string };

export function ciscoShowIpArp(rows: readonly ArpRow[]): string {
  const lines = ['Protocol  Address          Age (min)  Hardware Addr   Type   Interface'];
  for (const row of rows) {
    lines.push(
      `Internet  ${pad(row.ip, 16)} ${(row.ageMinutes === null ? '-' : String(row.ageMinutes)).padStart(8)}   ${pad(row.mac ? dottedMac(row.mac) : 'Incomplete', 15)} ARPA   ${row.iface}`,
    );
  }
  lines.push('');
  return lines.join('\n');
}

// ─── Routes ─────────────────────────────────────────────────────────────────────────────────────────────────

const CODES = [
  'Codes: L - local, C - connected, S - static, R - RIP, M - mobile, B - BGP',
  '       D - EIGRP, EX - EIGRP external, O - OSPF, IA - OSPF inter area ',
  '       N1 - OSPF NSSA external type 1, N2 - OSPF NSSA external type 2',
  '       E1 - OSPF external type 1, E2 - OSPF external type 2',
  '       i - IS-IS, su - IS-IS summary, L1 - IS-IS level-1, L2 - IS-IS level-2',
  '       ia - IS-IS inter area, * - candidate default, U - per-user static route',
  '       o - ODR, P - periodic downloaded static route, H - NHRP, l - LISP',
  '       a - application route',
  '       + - replicated route, % - next hop override, p - overrides from PfR',
];

function routeSort(a: DeviceRoute, b: DeviceRoute): number {
  const na = ipNetwork(a.network, 32);
  const nb = ipNetwork(b.network, 32);
  return na - nb || maskLength(a.mask) - maskLength(b.mask);
}

/** `show ip route` of one table (`vrf` null: the global one). */
export function ciscoShowIpRoute(device: DeviceRecord, vrf: string | null): string {
  const table = Object.values(device.data.routes)
    .filter((r) => (vrf === null ? r.vrf === 'default' : r.vrf === vrf))
    .sort(routeSort);
  const lines: string[] = [''];
  if (vrf) lines.push(`Routing Table: ${vrf}`);
  lines.push(...CODES, '');
  const defaults = table.filter((r) => r.network === '0.0.0.0' && r.mask === '0.0.0.0');
  lines.push(
    defaults[0]?.nexthop_ip
      ? `Gateway of last resort is ${defaults[0].nexthop_ip} to network 0.0.0.0`
      : 'Gateway of last resort is not set',
    '',
  );
  const groups = new Map<string, DeviceRoute[]>();
  for (const route of table) {
    const key = `${route.protocol}|${route.network}/${maskLength(route.mask)}`;
    groups.set(key, [...(groups.get(key) ?? []), route]);
  }
  for (const group of groups.values()) {
    const [first, ...rest] = group;
    if (!first) continue;
    const prefix = `${first.network}/${maskLength(first.mask)}`;
    const isDefault = prefix === '0.0.0.0/0';
    switch (first.protocol) {
      case 'connected':
        lines.push(`C        ${prefix} is directly connected, ${first.nexthop_if ?? ''}`);
        break;
      case 'local':
        lines.push(`L        ${prefix} is directly connected, ${first.nexthop_if ?? ''}`);
        break;
      case 'static':
        lines.push(`${isDefault ? 'S*    ' : 'S        '}${prefix} [1/0] via ${first.nexthop_ip ?? ''}`);
        for (const more of rest) lines.push(`                [1/0] via ${more.nexthop_ip ?? ''}`);
        break;
      default: {
        const hop = (r: DeviceRoute) =>
          `via ${r.nexthop_ip ?? ''}, 3d04h${r.nexthop_if ? `, ${r.nexthop_if}` : ''}`;
        lines.push(`${isDefault ? 'O*E2  ' : 'O        '}${prefix} [110/${isDefault ? 1 : 2}] ${hop(first)}`);
        for (const more of rest) lines.push(`                      [110/${isDefault ? 1 : 2}] ${hop(more)}`);
      }
    }
  }
  lines.push('');
  return lines.join('\n');
}

// ─── Spanning tree ──────────────────────────────────────────────────────────────────────────────────────────

const ROLE_CODES: Record<string, string> = {
  Root: 'Root',
  Designated: 'Desg',
  Alternate: 'Altn',
  Backup: 'Back',
  Master: 'Mstr',
  Disabled: 'Disb',
};

function instanceHeader(key: string, protocol: string): string {
  return protocol === 'mstp' ? `MST${key}` : `VLAN${key.padStart(4, '0')}`;
}

export function ciscoShowSpanningTree(d: DeviceRecord): string {
  const stp = d.data.stp;
  if (!stp) return '';
  const lines: string[] = [];
  const protocol = stp.protocol === 'mstp' ? 'mstp' : stp.protocol === 'pvst' ? 'ieee' : 'rstp';
  const entries = Object.entries(stp.instances).sort(([a], [b]) => Number(a) - Number(b));
  for (const [key, instance] of entries) {
    lines.push(instanceHeader(key, stp.protocol), `  Spanning tree enabled protocol ${protocol}`);
    lines.push(...rootLines(d, instance));
    const ext = Number(key);
    lines.push(
      `  Bridge ID  Priority    ${instance.bridge_priority}  (priority ${instance.bridge_priority - ext} sys-id-ext ${ext})`,
      `             Address     ${dottedMac(instance.bridge_address.address)}`,
      '             Hello Time   2 sec  Max Age 20 sec  Forward Delay 15 sec',
      '             Aging Time  300 sec',
      '',
      'Interface           Role Sts Cost      Prio.Nbr Type',
      '------------------- ---- --- --------- -------- --------------------------------',
    );
    const ports = [...instance.interfaces].sort((a, b) => order(d, a.if_no) - order(d, b.if_no));
    for (const port of ports) {
      const device = d.data.ports[port.if_no];
      const edge = device?.port_type === 'access' ? 'P2p Edge' : 'P2p';
      const state = port.state === 'Forwarding' ? 'FWD' : port.state === 'Blocking' ? 'BLK' : 'DIS';
      lines.push(
        `${pad(port.if_no_short, 20)}${ROLE_CODES[port.role] ?? 'Desg'} ${state} ${pad(String(port.cost), 10)}${pad(`${port.priority}.${order(d, port.if_no)}`, 9)}${edge} `,
      );
    }
    lines.push('', '');
  }
  return lines.join('\n');
}

function order(d: DeviceRecord, ifNo: string): number {
  const port = d.data.ports[ifNo];
  return port ? portOrder(d, port) : 0;
}

function rootLines(d: DeviceRecord, instance: StpInstance): string[] {
  const lines = [
    `  Root ID    Priority    ${instance.root_priority}`,
    `             Address     ${dottedMac(instance.root_address.address)}`,
  ];
  if (instance.is_root) lines.push('             This bridge is the root');
  else {
    const rootPort = instance.interfaces.find((i) => i.role === 'Root');
    lines.push(`             Cost        ${rootPort?.cost ?? 0}`);
    if (instance.root_port)
      lines.push(`             Port        ${order(d, instance.root_port)} (${instance.root_port})`);
  }
  lines.push('             Hello Time   2 sec  Max Age 20 sec  Forward Delay 15 sec', '');
  return lines;
}

// ─── EtherChannel ───────────────────────────────────────────────────────────────────────────────────────────

export function ciscoShowEtherchannelSummary(d: DeviceRecord): string {
  const lags = Object.values(d.data.lags).sort((a, b) => a.group_id - b.group_id);
  const lines = [
    'Flags:  D - down        P - bundled in port-channel',
    '        I - stand-alone s - suspended',
    '        H - Hot-standby (LACP only)',
    '        R - Layer3      S - Layer2',
    '        U - in use      f - failed to allocate aggregator',
    '',
    '        M - not in use, minimum links not met',
    '        u - unsuitable for bundling',
    '        w - waiting to be aggregated',
    '        d - default port',
    '',
    '',
    `Number of channel-groups in use: ${lags.length}`,
    `Number of aggregators:           ${lags.length}`,
    '',
    'Group  Port-channel  Protocol    Ports',
    '------+-------------+-----------+-----------------------------------------------',
  ];
  for (const lag of lags) {
    const members = Object.values(lag.members)
      .map((m) => `${d.data.ports[m.if_no]?.if_no_short ?? m.if_no}(${m.status === 'up' ? 'P' : 'D'})`)
      .join(' ');
    lines.push(
      `${pad(String(lag.group_id), 7)}${pad(`Po${lag.group_id}(SU)`, 16)}${pad(lag.protocol === 'lacp' ? 'LACP' : '-', 12)}${members}`,
    );
  }
  lines.push('');
  return lines.join('\n');
}
