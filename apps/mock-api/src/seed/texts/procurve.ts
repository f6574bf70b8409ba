import { type DevicePort, type DeviceRecord, type HostRecord, hostPort } from '../../model/documents';
import {
  announcedCapabilities,
  announcedDescription,
  has,
  hyphenMac,
  isCisco,
  neighboursOf,
  type PortNeighbour,
  pad,
  physicalPorts,
  type TextContext,
  uptimeAt,
  vlanRanges,
  vlansOf,
} from './context';

/**
 * ArubaOS-Switch (AOS-S, formerly ProCurve) texts: the configuration as `show running-config` prints it and the
 * show outputs `@lne/netparse` reads (system, port status, LLDP and CDP neighbours, MAC table, spanning tree).
 */

const BANNER = 'Authorized access only. Activity is logged and monitored.';

/** AOS-S port lists: `1-20,49`. */
function portList(ports: readonly DevicePort[]): string {
  return vlanRanges(ports.map((p) => Number(p.if_no)).filter((n) => Number.isFinite(n)));
}

export function procurveConfig(c: TextContext): string {
  const d = c.device;
  const release = d.data.version.software.replace(/^\S+\s+/, '');
  const lines = [
    `; ${d.data.version.model} Configuration Editor; Created on release #${release}`,
    '; Ver #14:41.44.00.04.19.02.13.98.82.34.61.18.28.f3.84.9c.63.ff.37.27:05',
    `hostname "${d.data.name}"`,
  ];
  if (has(c, 'http-server')) lines.push('web-management plaintext');
  else lines.push('no web-management plaintext', 'web-management ssl');
  if (has(c, 'telnet')) lines.push('telnet-server');
  else lines.push('no telnet-server');
  if (!has(c, 'no-ntp')) {
    lines.push('timesync ntp', 'ntp unicast');
    for (const server of c.revision >= 2 ? c.services.ntp : c.services.ntp.slice(0, 1))
      lines.push(`ntp server ${server} iburst`, 'ntp enable');
  }
  if (c.revision >= 2) lines.push(`logging ${c.services.syslog}`);
  lines.push(
    `snmp-server community "${has(c, 'snmp-public') ? 'public' : c.services.snmpCommunity}" operator`,
    `snmp-server location "${c.location}"`,
  );
  if (!has(c, 'no-banner')) lines.push(`banner motd "${BANNER}"`);
  if (!has(c, 'no-password-encryption')) lines.push('encrypt-credentials');
  const ports = physicalPorts(d);
  for (const port of ports) {
    if (port.if_state === 'down' && !port.description) continue;
    lines.push(`interface ${port.if_no}`);
    if (port.description) lines.push(`   name "${port.description}"`);
    if (port.if_state === 'down') lines.push('   disable');
    if (port.duplex === 'half') lines.push('   speed-duplex 100-half');
    lines.push('   exit');
  }
  const inUse = ports.filter((p) => p.if_state !== 'down' || p.description);
  const trunks = inUse.filter((p) => p.port_type === 'trunk');
  // A trunk's native VLAN is untagged on it.
  const native = (p: DevicePort) => p.port_type === 'trunk' && p.vlan_id !== null && p.vlan_id !== 1;
  for (const vlan of vlansOf(d)) {
    if (vlan.vlan_id === 1) continue;
    const access = inUse.filter((p) => (p.port_type === 'access' || native(p)) && p.vlan_id === vlan.vlan_id);
    const tagged = trunks.filter(
      (p) => p.tagged.includes(vlan.vlan_id) && !(native(p) && p.vlan_id === vlan.vlan_id),
    );
    lines.push(`vlan ${vlan.vlan_id}`, `   name "${vlan.vlan_name}"`);
    if (access.length > 0) lines.push(`   untagged ${portList(access)}`);
    if (tagged.length > 0) lines.push(`   tagged ${portList(tagged)}`);
    lines.push('   exit');
  }
  // The trunks carry no untagged (native) VLAN: DEFAULT_VLAN lets them go.
  const leaving = inUse.filter((p) => p.port_type === 'trunk' || (p.vlan_id !== null && p.vlan_id !== 1));
  const stays = inUse.filter((p) => p.port_type === 'access' && (p.vlan_id ?? 1) === 1);
  lines.push('vlan 1', '   name "DEFAULT_VLAN"');
  if (stays.length > 0) lines.push(`   untagged ${portList(stays)}`);
  if (leaving.length > 0) lines.push(`   no untagged ${portList(leaving)}`);
  lines.push('   exit');
  const stp = d.data.stp;
  if (stp) {
    const mapped = Object.entries(stp.instances).filter(([id, i]) => id !== '0' && i.mapped_vlans.length > 0);
    if (mapped.length > 0) {
      lines.push('spanning-tree config-name "CAMPUS"', 'spanning-tree config-revision 3');
      for (const [id, instance] of mapped)
        lines.push(`spanning-tree instance ${id} vlan ${instance.mapped_vlans.join(' ')}`);
    }
    lines.push('spanning-tree');
    const priority = stp.instances['0']?.bridge_priority ?? 32768;
    if (priority !== 32768) lines.push(`spanning-tree priority ${Math.floor(priority / 4096)}`);
    if (!has(c, 'no-bpdu-guard')) {
      const edges = inUse.filter((p) => p.port_type === 'access' && p.if_state !== 'down');
      if (edges.length > 0) lines.push(`spanning-tree ${portList(edges)} bpdu-protection`);
    }
  }
  if (has(c, 'default-password')) lines.push('password manager user-name "admin" plaintext "admin"');
  else lines.push(`password manager user-name "netadmin" sha1 "${c.info.secret.slice(3, 43)}"`);
  if (c.revision >= 3) lines.push('ip authorized-managers 10.0.0.0 255.255.255.0 access manager');
  return `${lines.join('\n')}\n`;
}

export function procurveShowSystem(c: TextContext): string {
  const d = c.device;
  const release = d.data.version.software.replace(/^\S+\s+/, '');
  const days = Math.floor(uptimeAt(d, c.at) / 86400);
  return [
    '',
    ' Status and Counters - General System Information',
    '',
    `  System Name        : ${d.data.name}`,
    '  System Contact     : noc@corp.example',
    `  System Location    : ${c.location}`,
    '',
    '  MAC Age Time (sec) : 300',
    '',
    `  Software revision  : ${release.padEnd(20)} Base MAC Addr      : ${hyphenMac(d.data.mac.address)}`,
    `  ROM Version        : WC.17.02.0006        Serial Number      : ${d.data.version.serial}`,
    '',
    `  Up Time            : ${days} days              Memory   - Total   : 339,275,776`,
    '  CPU Util (%)       : 2                               Free    : 187,922,244',
    '',
  ].join('\n');
}

function mode(port: DevicePort): string {
  if (port.if_state !== 'up' || typeof port.speed !== 'number') return '.';
  const speed = port.speed >= 10000 ? `${port.speed / 1000}Gig` : String(port.speed);
  const duplex = port.duplex === 'half' ? 'HDx' : 'FDx';
  return port.speed >= 10000 ? `${speed}${duplex.slice(0, 2)}` : `${speed}${duplex}`;
}

export function procurveShowInterfacesBrief(c: TextContext): string {
  const lines = [
    '',
    ' Status and Counters - Port Status',
    '',
    '                  | Intrusion                           Flow  Bcast',
    '  Port  Type      | Alert     Enabled Status Mode       Mode  Limit',
    '  ----- --------- + --------- ------- ------ ---------- ----- -----',
  ];
  for (const port of physicalPorts(c.device)) {
    const type = Number(port.if_no) > 48 ? 'SFP+SR' : '100/1000T';
    const enabled = port.if_state === 'down' && port.description ? 'No' : 'Yes';
    const status = port.if_state === 'up' ? 'Up' : 'Down';
    lines.push(
      `  ${pad(port.if_no, 6)}${pad(type, 10)}| ${pad('No', 10)}${pad(enabled, 8)}${pad(status, 7)}${pad(mode(port), 11)}${pad('off', 6)}0`,
    );
  }
  lines.push('');
  return lines.join('\n');
}

const CAPS: Record<string, string> = {
  router: 'router',
  bridge: 'bridge',
  switch: 'bridge',
  station: 'station',
  'trans-bridge': 'wlan-access-point',
  phone: 'telephone',
};

export function procurveShowLldpDetail(neighbours: readonly PortNeighbour[]): string {
  const lines = ['', ' LLDP Remote Device Information Detail', ''];
  for (const n of neighbours) {
    const caps = announcedCapabilities(n.remote, n.remoteModel)
      .map((x) => CAPS[x] ?? x)
      .join(', ');
    const port = !n.remotePort
      ? n.remotePortName
      : isCisco(n.remoteModel?.platform ?? 'none')
        ? n.remotePort.if_no_short
        : n.remotePort.if_no;
    lines.push(
      `  Local Port   : ${n.local.if_no}`,
      '  ChassisType  : mac-address',
      `  ChassisId    : ${hyphenMac(n.remote.data.mac.address)}`,
      '  PortType     : interface-name',
      `  PortId       : ${port}`,
      `  SysName      : ${n.remote.data.name}`,
      `  System Descr : ${announcedDescription(n.remote, n.remoteModel)}`,
      `  PortDescr    : ${n.remotePort?.description || port}`,
      '',
      `  System Capabilities Supported  : ${caps}`,
      `  System Capabilities Enabled    : ${caps}`,
      '',
      '  Remote Management Address',
      '     Type    : ipv4',
      `     Address : ${n.remote.data.ip_address}`,
      '',
      '-'.repeat(79),
    );
  }
  lines.push('');
  return lines.join('\n');
}

export function procurveShowCdpDetail(neighbours: readonly PortNeighbour[]): string {
  const lines = ['', ' CDP neighbors information', ''];
  for (const n of neighbours) {
    lines.push(
      `  Port : ${n.local.if_no}`,
      `  Device ID : ${n.remote.data.name}`,
      '  Address Type : IP',
      `  Address : ${n.remote.data.ip_address}`,
      `  Platform : cisco ${n.remote.data.version.model}`,
      `  Capability : ${announcedCapabilities(n.remote, n.remoteModel)
        .map((x) => (x === 'trans-bridge' ? 'Trans-Bridge' : x === 'router' ? 'Router' : 'Switch'))
        .join(' ')}`,
      `  Device Port : ${n.remotePort?.if_no ?? n.remotePortName}`,
      `  Version : ${announcedDescription(n.remote, n.remoteModel)}`,
      '',
      '-'.repeat(79),
    );
  }
  lines.push('');
  return lines.join('\n');
}

export function procurveShowMacAddress(c: TextContext, hosts: readonly HostRecord[]): string {
  const d = c.device;
  const lines = [
    '',
    ' Status and Counters - Port Address Table',
    '',
    '  MAC Address   Port  VLAN',
    '  ------------- ----- ----',
  ];
  const rows: { mac: string; port: string; vlan: number }[] = [];
  for (const host of hosts) {
    const port = hostPort(d, host.data);
    if (port) rows.push({ mac: host.data.mac.address, port: port.if_no, vlan: port.vlan_id ?? 1 });
  }
  for (const n of neighboursOf(c)) {
    if (n.remote.data.known || n.local.port_type !== 'access') continue;
    rows.push({ mac: n.remote.data.mac.address, port: n.local.if_no, vlan: n.local.vlan_id ?? 1 });
  }
  rows.sort((a, b) => a.mac.localeCompare(b.mac));
  for (const row of rows) lines.push(`  ${hyphenMac(row.mac)} ${pad(row.port, 5)} ${row.vlan}`);
  lines.push('');
  return lines.join('\n');
}

export function procurveShowSpanningTree(d: DeviceRecord): string {
  const instance = d.data.stp?.instances['0'];
  if (!instance) return '';
  const mstp = d.data.stp?.protocol === 'mstp';
  const rootPort = instance.interfaces.find((i) => i.role === 'Root');
  const lines = [
    '',
    mstp ? ' Multiple Spanning Tree (MST) Information' : ' Rapid Spanning Tree (RST) Information',
    '',
    '  STP Enabled   : Yes',
    `  Force Version : ${mstp ? 'MSTP-operation' : 'RSTP-operation'}`,
  ];
  if (mstp) lines.push(`  IST Mapped VLANs : ${vlanRanges(instance.mapped_vlans)}`);
  lines.push(
    `  Switch MAC Address : ${hyphenMac(d.data.mac.address)}`,
    `  Switch Priority    : ${instance.bridge_priority}`,
    '  Max Age  : 20',
    '  Max Hops : 20',
    '  Forward Delay : 15',
    '',
    `  CST Root MAC Address : ${hyphenMac(instance.root_address.address)}`,
    `  CST Root Priority    : ${instance.root_priority}`,
    `  CST Root Path Cost   : ${rootPort?.cost ?? 0}`,
    `  CST Root Port        : ${instance.root_port ?? 'This switch is root'}`,
    '',
    '  Port  Type      | Cost      Prio rity Role       State      Designated Bridge Hello Time PtP Edge',
    '  ----- --------- + --------- ----- ---------- ---------- ----------------- ---- --- ----',
  );
  for (const port of instance.interfaces) {
    const record = d.data.ports[port.if_no];
    const type = Number(port.if_no) > 48 ? 'SFP+SR' : '100/1000T';
    const state = port.state === 'Forwarding' ? 'Forwarding' : 'Blocking';
    const edge = record?.port_type === 'access' ? 'Yes' : 'No';
    lines.push(
      `  ${pad(port.if_no, 6)}${pad(type, 10)}| ${pad(String(port.cost), 10)}${pad(String(port.priority), 6)}${pad(port.role, 11)}${pad(state, 11)}${pad(hyphenMac(d.data.mac.address), 18)}2    Yes ${edge}`,
    );
  }
  lines.push('');
  return lines.join('\n');
}
