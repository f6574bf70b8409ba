import { type DevicePort, type DeviceRecord, type HostRecord, hostPort } from '../../model/documents';
import type { ArpRow } from './cisco';
import {
  announcedCapabilities,
  announcedDescription,
  has,
  maskLength,
  neighboursOf,
  type PortNeighbour,
  physicalPorts,
  portOrder,
  type TextContext,
  upperMac,
  uptimeAt,
  vlanInterfaces,
  vlansOf,
} from './context';

/**
 * MikroTik RouterOS texts: the configuration as `/export` prints it and the prints `@lne/netparse` reads
 * (resource, routerboard, interfaces, neighbours, bridge hosts and spanning tree, ARP, routes).
 */

const BANNER = 'Authorized access only. Activity is logged and monitored.';
const BRIDGE = 'bridge1';

const quoted = (text: string) =>
  /[\s"=;]/.test(text) || text === '' ? `"${text.replace(/"/g, '\\"')}"` : text;

/** A port's MAC: the device's base MAC plus the port's number (RouterOS gives each port its own). */
export function routerosPortMac(device: DeviceRecord, port: DevicePort): string {
  const base = device.data.mac.address.replace(/:/g, '');
  const value = (Number.parseInt(base.slice(6), 16) + portOrder(device, port) - 1) & 0xffffff;
  const tail = value.toString(16).padStart(6, '0');
  return `${base.slice(0, 6)}${tail}`.match(/../g)?.join(':').toUpperCase() ?? device.data.mac.address;
}

function bridgePorts(d: DeviceRecord): DevicePort[] {
  return physicalPorts(d).filter(
    (p) =>
      p.if_state !== 'down' && (p.port_type === 'access' || p.port_type === 'trunk') && p.if_no !== BRIDGE,
  );
}

function uptimeText(seconds: number): string {
  const weeks = Math.floor(seconds / 604800);
  const days = Math.floor((seconds % 604800) / 86400);
  const rest = seconds % 86400;
  const hh = String(Math.floor(rest / 3600)).padStart(2, '0');
  const mm = String(Math.floor((rest % 3600) / 60)).padStart(2, '0');
  const ss = String(rest % 60).padStart(2, '0');
  return `${weeks > 0 ? `${weeks}w` : ''}${days > 0 ? `${days}d` : ''}${hh}:${mm}:${ss}`;
}

export function routerosConfig(c: TextContext): string {
  const d = c.device;
  const version = d.data.version.software.replace(/^\S+\s+/, '');
  const stamp = new Date(c.changedAt * 1000).toISOString().slice(0, 19).replace('T', ' ');
  const lines = [
    `# ${stamp} by RouterOS ${version}`,
    `# software id = ${d.data.version.serial.slice(-8, -4)}-${d.data.version.serial.slice(-4)}`,
    '#',
    `# model = ${d.data.version.model}`,
    `# serial number = ${d.data.version.serial}`,
  ];
  const stp = d.data.stp;
  if (stp) {
    const priority = stp.instances['0']?.bridge_priority ?? 32768;
    lines.push(
      '/interface bridge',
      `add name=${BRIDGE} priority=0x${priority.toString(16)} protocol-mode=${stp.protocol === 'mstp' ? 'mstp' : 'rstp'} vlan-filtering=yes`,
    );
  }
  const described = physicalPorts(d).filter((p) => p.description !== '');
  if (described.length > 0) {
    lines.push('/interface ethernet');
    for (const port of described)
      lines.push(`set [ find default-name=${port.if_no} ] comment=${quoted(port.description)}`);
  }
  const svis = vlanInterfaces(d);
  if (svis.length > 0) {
    // VLAN interfaces of a router ride on its trunk port; of a switch, on its bridge.
    const trunk = physicalPorts(d).find((p) => p.port_type === 'trunk');
    lines.push('/interface vlan');
    for (const svi of svis) {
      const id = svi.vlan_id ?? Number(svi.if_no.replace(/\D/g, ''));
      const comment = svi.description ? ` comment=${quoted(svi.description)}` : '';
      lines.push(
        `add${comment} interface=${stp ? BRIDGE : (trunk?.if_no ?? 'ether2')} name=${svi.if_no} vlan-id=${id}`,
      );
    }
  }
  if (stp) {
    lines.push('/interface bridge port');
    for (const port of bridgePorts(d)) {
      if (port.port_type === 'access') {
        const guard = has(c, 'no-bpdu-guard') ? '' : ' bpdu-guard=yes';
        lines.push(
          `add bridge=${BRIDGE} edge=yes${guard} frame-types=admit-only-untagged-and-priority-tagged interface=${port.if_no} pvid=${port.vlan_id ?? 1}`,
        );
      } else lines.push(`add bridge=${BRIDGE} frame-types=admit-only-vlan-tagged interface=${port.if_no}`);
    }
    lines.push('/interface bridge vlan');
    for (const vlan of vlansOf(d)) {
      const tagged = bridgePorts(d)
        .filter((p) => p.port_type === 'trunk' && p.tagged.includes(vlan.vlan_id))
        .map((p) => p.if_no);
      if (tagged.length > 0)
        lines.push(`add bridge=${BRIDGE} tagged=${tagged.join(',')} vlan-ids=${vlan.vlan_id}`);
    }
  }
  const addresses = Object.values(d.data.ip_configs);
  if (addresses.length > 0) {
    lines.push('/ip address');
    for (const config of addresses) {
      const first = config.ip_interfaces[0];
      if (first)
        lines.push(`add address=${first.ipv4}/${first.prefix_length} interface=${config.interface_name}`);
    }
  }
  const statics = Object.values(d.data.routes).filter((r) => r.protocol === 'static');
  if (statics.length > 0) {
    lines.push('/ip route');
    for (const route of statics)
      lines.push(
        `add dst-address=${route.network}/${maskLength(route.mask)} gateway=${route.nexthop_ip ?? ''}`,
      );
  }
  lines.push('/ip service', `set telnet disabled=${has(c, 'telnet') ? 'no' : 'yes'}`, 'set ftp disabled=yes');
  lines.push(`set www disabled=${has(c, 'http-server') ? 'no' : 'yes'}`, 'set api disabled=yes');
  lines.push('/snmp', `set enabled=yes contact=noc@corp.example location=${quoted(c.location)}`);
  lines.push(
    '/snmp community',
    `set [ find default=yes ] name=${has(c, 'snmp-public') ? 'public' : c.services.snmpCommunity}`,
  );
  if (Object.values(d.data.routes).some((r) => r.protocol === 'ospf')) {
    lines.push('/routing ospf instance', `add disabled=no name=default-v2 router-id=${d.data.ip_address}`);
    lines.push('/routing ospf area', 'add disabled=no instance=default-v2 name=backbone-v2');
  }
  lines.push('/system identity', `set name=${d.data.name}`);
  if (!has(c, 'no-banner')) lines.push('/system note', `set note=${quoted(BANNER)} show-at-login=yes`);
  if (!has(c, 'no-ntp')) {
    const servers = c.revision >= 2 ? c.services.ntp : c.services.ntp.slice(0, 1);
    lines.push('/system ntp client', 'set enabled=yes', '/system ntp client servers');
    for (const server of servers) lines.push(`add address=${server}`);
  }
  if (c.revision >= 2)
    lines.push('/system logging action', `set [ find name=remote ] remote=${c.services.syslog}`);
  if (has(c, 'default-password')) lines.push('# user admin still has the factory default (empty) password');
  if (c.revision >= 3)
    lines.push(
      '/ip firewall filter',
      'add action=drop chain=input comment="mgmt only" in-interface-list=!MGMT',
    );
  return `${lines.join('\n')}\n`;
}

export function routerosSystemResource(c: TextContext): string {
  const d = c.device;
  const version = d.data.version.software.replace(/^\S+\s+/, '');
  return [
    `                   uptime: ${uptimeText(uptimeAt(d, c.at))}`,
    `                  version: ${version} (stable)`,
    '              free-memory: 412.3MiB',
    '             total-memory: 512.0MiB',
    '                      cpu: ARM',
    '                cpu-count: 4',
    '                 cpu-load: 3%',
    '        architecture-name: arm',
    `               board-name: ${d.data.version.model}`,
    '                 platform: MikroTik',
    '',
  ].join('\n');
}

export function routerosSystemRouterboard(c: TextContext): string {
  const d = c.device;
  const version = d.data.version.software.replace(/^\S+\s+/, '');
  return [
    '       routerboard: yes',
    `             model: ${d.data.version.model}`,
    `     serial-number: ${d.data.version.serial}`,
    '     firmware-type: 7000L',
    `  factory-firmware: ${version}`,
    `  current-firmware: ${version}`,
    `  upgrade-firmware: ${version}`,
    '',
  ].join('\n');
}

export function routerosInterfacePrint(c: TextContext): string {
  const d = c.device;
  const lines = ['Flags: D - dynamic; X - disabled; R - running; S - slave; P - passthrough'];
  let index = 0;
  const item = (flags: string, comment: string, fields: string) => {
    lines.push(` ${index}  ${flags.padEnd(2)}${comment ? ` ;;; ${comment}` : ''}`);
    lines.push(`       ${fields}`);
    index += 1;
  };
  for (const port of physicalPorts(d)) {
    if (port.if_no === BRIDGE) continue;
    item(
      port.if_state === 'up' ? 'R' : '',
      port.description,
      `name="${port.if_no}" default-name="${port.if_no}" type="ether" mtu=1500 actual-mtu=1500 l2mtu=1592 mac-address=${routerosPortMac(d, port)}`,
    );
  }
  if (d.data.stp)
    item(
      'R',
      '',
      `name="${BRIDGE}" type="bridge" mtu=auto actual-mtu=1500 l2mtu=1592 mac-address=${upperMac(d.data.mac.address)}`,
    );
  for (const svi of vlanInterfaces(d))
    item(
      'R',
      svi.description,
      `name="${svi.if_no}" type="vlan" mtu=1500 actual-mtu=1500 l2mtu=1588 mac-address=${upperMac(d.data.mac.address)}`,
    );
  lines.push('');
  return lines.join('\n');
}

export function routerosNeighborPrint(c: TextContext, neighbours: readonly PortNeighbour[]): string {
  const lines: string[] = [];
  neighbours.forEach((n, i) => {
    const remote = n.remote;
    const mikrotik = n.remoteModel?.platform === 'mikrotik_routeros';
    const discoveredBy = n.remoteModel?.announces === 'cdp' ? 'cdp,lldp' : mikrotik ? 'lldp,mndp' : 'lldp';
    const caps = announcedCapabilities(remote, n.remoteModel).join(',');
    const port = n.remotePort?.if_no ?? n.remotePortName;
    const fields = [
      `interface=${n.local.if_no}${c.device.data.stp && n.local.port_type !== 'routed' ? `,${BRIDGE}` : ''}`,
      `address=${remote.data.ip_address}`,
      `mac-address=${upperMac(remote.data.mac.address)}`,
      `identity=${quoted(remote.data.name)}`,
      `platform=${quoted(mikrotik ? 'MikroTik' : n.remoteModel?.announces === 'cdp' ? `cisco ${remote.data.version.model}` : '')}`,
      `version=${quoted(announcedDescription(remote, n.remoteModel))}`,
      ...(mikrotik ? [`board=${quoted(remote.data.version.model)}`] : []),
      `interface-name=${quoted(port)}`,
      `system-caps=${caps}`,
      `system-caps-enabled=${caps}`,
      `discovered-by=${discoveredBy}`,
    ];
    lines.push(` ${i} ${fields.slice(0, 4).join(' ')}`, `   ${fields.slice(4).join(' ')}`, '');
  });
  return lines.join('\n');
}

export function routerosBridgeHostPrint(c: TextContext, hosts: readonly HostRecord[]): string {
  const d = c.device;
  const lines = ['Flags: X - disabled, I - invalid, D - dynamic, L - local, E - external'];
  const rows: { mac: string; vid: number; port: string }[] = [];
  for (const host of hosts) {
    const port = hostPort(d, host.data);
    if (port) rows.push({ mac: host.data.mac.address, vid: port.vlan_id ?? 1, port: port.if_no });
  }
  for (const n of neighboursOf(c)) {
    if (n.remote.data.known || n.local.port_type !== 'access') continue;
    rows.push({ mac: n.remote.data.mac.address, vid: n.local.vlan_id ?? 1, port: n.local.if_no });
  }
  rows.forEach((row, i) => {
    lines.push(
      ` ${i} D   mac-address=${upperMac(row.mac)} vid=${row.vid} on-interface=${row.port} bridge=${BRIDGE}`,
    );
  });
  lines.push('');
  return lines.join('\n');
}

export function routerosArpPrint(rows: readonly ArpRow[]): string {
  const lines = ['Flags: X - disabled, I - invalid, H - DHCP, D - dynamic, P - published, C - complete'];
  rows
    .filter((r) => r.ageMinutes !== null)
    .forEach((row, i) => {
      lines.push(
        ` ${i} DC address=${row.ip} mac-address=${row.mac ? upperMac(row.mac) : ''} interface=${row.iface} published=no`,
      );
    });
  lines.push('');
  return lines.join('\n');
}

export function routerosRoutePrint(d: DeviceRecord): string {
  const lines = [
    'Flags: D - DYNAMIC; X - DISABLED, I - INACTIVE, A - ACTIVE; c - CONNECT, s - STATIC, r - RIP, b - BGP, o - OSPF, d - DHCP, v - VPN, m - MODEM, y - BGP-MPLS-VPN; H - HW-OFFLOADED; + - ECMP',
  ];
  let index = 0;
  for (const route of Object.values(d.data.routes)) {
    const dst = `${route.network}/${maskLength(route.mask)}`;
    if (route.protocol === 'static') {
      lines.push(
        ` ${index}  As   dst-address=${dst} routing-table=main gateway=${route.nexthop_ip ?? ''} distance=1 scope=30 target-scope=10`,
      );
      index += 1;
    } else if (route.protocol === 'connected') {
      lines.push(
        `    DAc  dst-address=${dst} routing-table=main gateway=${route.nexthop_if ?? ''} distance=0 scope=10`,
      );
    } else {
      const via = route.nexthop_if
        ? `${route.nexthop_ip ?? ''}%${route.nexthop_if}`
        : (route.nexthop_ip ?? '');
      lines.push(
        `    DAo  dst-address=${dst} routing-table=main gateway=${via} distance=110 scope=20 target-scope=10`,
      );
    }
  }
  lines.push('');
  return lines.join('\n');
}
