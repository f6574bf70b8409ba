import type { DevicePort, DeviceRecord } from '../model/documents';
import type { ConfigDialect } from './catalog';
import type { Misconfig } from './misconfig';
import type { Rng } from './prng';

/** What a rendered config depends on besides the device data. */
export type ConfigContext = {
  device: DeviceRecord;
  dialect: ConfigDialect;
  misconfigs: ReadonlySet<Misconfig>;
  /** 1, 2 or 3: later revisions add NTP/logging/ACL lines and change descriptions, so diffs are meaningful. */
  revision: number;
  /** Management network services (NTP, syslog) of the network. */
  services: { ntp: string[]; syslog: string; snmpCommunity: string };
  secret: string;
  createdIso: string;
  /** SNMP location: the device's room and building. */
  location: string;
};

const has = (c: ConfigContext, m: Misconfig) => c.misconfigs.has(m);

const BANNER = 'Authorized access only. Activity is logged and monitored.';

function isEdgePort(port: DevicePort): boolean {
  return port.port_type === 'access' && port.if_state !== 'down';
}

function portDescription(c: ConfigContext, port: DevicePort, index: number): string {
  // Revision 2 renames one access port, as a technician would after moving a desk.
  if (c.revision >= 2 && index === 0 && isEdgePort(port)) return `${port.description} (moved to room 2.14)`;
  return port.description;
}

function physicalPorts(device: DeviceRecord): DevicePort[] {
  return Object.values(device.data.ports).filter(
    (p) => (p.speed > 0 || p.port_type === 'lag-member') && !device.data.lags[p.if_no],
  );
}

/** `interface range` lines for unused ports: one per run of consecutive numbers of one interface type. */
export function unusedRanges(ports: string[]): string[] {
  const lines: string[] = [];
  let run: { prefix: string; from: number; to: number } | undefined;
  const flush = () => {
    if (run) lines.push(`interface range ${run.prefix}${run.from} - ${run.to}`);
  };
  for (const port of ports) {
    const match = /^(.*?)(\d+)$/.exec(port);
    if (!match) continue;
    const prefix = match[1] ?? '';
    const n = Number(match[2]);
    if (run && run.prefix === prefix && run.to === n - 1) {
      run.to = n;
    } else {
      flush();
      run = { prefix, from: n, to: n };
    }
  }
  flush();
  return lines;
}

function vlans(device: DeviceRecord) {
  return Object.values(device.data.vlans).sort((a, b) => a.vlan_id - b.vlan_id);
}

function ipOf(device: DeviceRecord, ifNo: string): string | null {
  const config = device.data.ip_configs[ifNo];
  const first = config?.ip_interfaces[0];
  return first ? `${first.ipv4}/${first.prefix_length}` : null;
}

function dotted(length: number): string {
  const mask = length === 0 ? 0 : (0xffffffff << (32 - length)) >>> 0;
  return [mask >>> 24, (mask >>> 16) & 255, (mask >>> 8) & 255, mask & 255].join('.');
}

function iosXe(c: ConfigContext): string {
  const d = c.device;
  const lines: string[] = [];
  const major = /(\d+\.\d+)/.exec(d.data.version.software)?.[1] ?? '17.9';
  lines.push(`! Last configuration change at ${c.createdIso} by admin`, '!', `version ${major}`);
  lines.push('service timestamps debug datetime msec', 'service timestamps log datetime msec');
  if (!has(c, 'no-password-encryption')) lines.push('service password-encryption');
  lines.push('!', `hostname ${d.data.name}`, '!');
  if (has(c, 'default-password')) {
    lines.push('enable password cisco', 'username admin privilege 15 password 0 cisco');
  } else {
    lines.push(`enable secret 9 ${c.secret}`, `username netadmin privilege 15 secret 9 ${c.secret}`);
  }
  // A reversible type 7 password for a read-only operator account (the text is "Op3rat0r!").
  if (has(c, 'weak-password')) lines.push('username operator privilege 1 password 7 0229140819071B715E0F');
  if (!has(c, 'no-aaa')) lines.push('aaa new-model');
  lines.push('ip domain name corp.example', '!');
  if (has(c, 'http-server')) lines.push('ip http server');
  else lines.push('no ip http server');
  lines.push('ip http secure-server', '!');
  for (const vlan of vlans(d)) lines.push(`vlan ${vlan.vlan_id}`, ` name ${vlan.vlan_name}`, '!');
  const stp = d.data.stp;
  if (stp) {
    lines.push(
      `spanning-tree mode ${stp.protocol === 'mstp' ? 'mst' : 'rapid-pvst'}`,
      'spanning-tree extend system-id',
    );
    if (stp.protocol === 'mstp') {
      lines.push('spanning-tree mst configuration', ' name CAMPUS', ' revision 3');
      for (const [id, instance] of Object.entries(stp.instances)) {
        if (id !== '0' && instance.mapped_vlans.length > 0)
          lines.push(` instance ${id} vlan ${instance.mapped_vlans.join(',')}`);
      }
      for (const [id, instance] of Object.entries(stp.instances)) {
        lines.push(`spanning-tree mst ${id} priority ${instance.bridge_priority}`);
      }
    } else {
      const priority = stp.instances['0']?.bridge_priority ?? 32768;
      const vlanList = vlans(d)
        .map((v) => v.vlan_id)
        .join(',');
      if (vlanList) lines.push(`spanning-tree vlan ${vlanList} priority ${priority}`);
    }
    lines.push('!');
  }
  for (const lag of Object.values(d.data.lags)) {
    lines.push(
      `interface ${lag.name}`,
      ` description ${d.data.ports[lag.name]?.description ?? ''}`,
      ' switchport mode trunk',
      '!',
    );
  }
  const unused: string[] = [];
  physicalPorts(d).forEach((port, index) => {
    if (port.if_state === 'down' && port.port_type === 'access' && !port.description) {
      unused.push(port.if_no);
      return;
    }
    lines.push(`interface ${port.if_no}`);
    const description = portDescription(c, port, index);
    if (description) lines.push(` description ${description}`);
    const lag = Object.values(d.data.lags).find((l) => l.members[port.if_no]);
    if (port.port_type === 'routed') {
      if (d.dev_type !== 'router') lines.push(' no switchport');
      const ip = ipOf(d, port.if_no);
      if (ip) {
        const [address, length] = ip.split('/');
        lines.push(` ip address ${address} ${dotted(Number(length))}`, ' ip ospf network point-to-point');
      }
    } else if (port.port_type === 'trunk' || lag) {
      lines.push(' switchport mode trunk');
      if (port.tagged.length > 0) lines.push(` switchport trunk allowed vlan ${port.tagged.join(',')}`);
      if (lag) lines.push(` channel-group ${lag.group_id} mode active`);
    } else {
      lines.push(' switchport mode access', ` switchport access vlan ${port.vlan_id ?? 1}`);
      if (port.tagged.length > 0) lines.push(` switchport voice vlan ${port.tagged[0]}`);
      if (port.duplex === 'half') lines.push(' speed 100', ' duplex half');
      lines.push(' spanning-tree portfast');
      if (!has(c, 'no-bpdu-guard')) lines.push(' spanning-tree bpduguard enable');
      if (port.if_state === 'err-disabled')
        lines.push(' switchport port-security', ' switchport port-security maximum 1');
    }
    if (port.if_state === 'down') lines.push(' shutdown');
    lines.push('!');
  });
  for (const range of unusedRanges(unused)) {
    lines.push(range, ' description unused', ' switchport access vlan 999', ' shutdown', '!');
  }
  for (const config of Object.values(d.data.ip_configs)) {
    if (d.data.ports[config.interface_name]?.speed !== 0) continue;
    const first = config.ip_interfaces[0];
    if (!first) continue;
    lines.push(`interface ${config.interface_name}`);
    if (config.vrf !== 'default') lines.push(` vrf forwarding ${config.vrf}`);
    lines.push(` ip address ${first.ipv4} ${dotted(first.prefix_length)}`, ' no ip redirects', '!');
  }
  const routes = Object.values(d.data.routes);
  if (routes.some((r) => r.protocol === 'ospf')) {
    lines.push('router ospf 1', ` router-id ${d.data.ip_address}`, ' passive-interface default');
    for (const config of Object.values(d.data.ip_configs)) {
      const first = config.ip_interfaces[0];
      if (first && first.prefix_length >= 30) lines.push(` no passive-interface ${config.interface_name}`);
    }
    lines.push(' network 10.0.0.0 0.255.255.255 area 0', '!');
  }
  for (const route of routes.filter((r) => r.protocol === 'static')) {
    const vrf = route.vrf !== 'default' ? `vrf ${route.vrf} ` : '';
    lines.push(`ip route ${vrf}${route.network} ${route.mask} ${route.nexthop_ip ?? route.nexthop_if ?? ''}`);
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
  // `undefined-acl`: the vty lines name an ACL this revision never defines (IOS then lets everyone in).
  if (c.revision >= 3 || has(c, 'undefined-acl')) lines.push(' access-class MGMT-ACL in');
  lines.push(
    ` transport input ${has(c, 'telnet') ? 'telnet ssh' : 'ssh'}`,
    'line vty 5 15',
    ' transport input ssh',
    '!',
    'end',
  );
  return lines.join('\n');
}

function routerOs(c: ConfigContext): string {
  const d = c.device;
  const lines: string[] = [];
  lines.push(
    `# ${c.createdIso.slice(0, 19).replace('T', ' ')} by ${d.data.version.software}`,
    `# model = ${d.data.version.model}`,
    `# serial number = ${d.data.version.serial}`,
  );
  const stp = d.data.stp;
  const ports = physicalPorts(d);
  if (stp) {
    const priority = stp.instances['0']?.bridge_priority ?? 32768;
    lines.push(
      '/interface bridge',
      `add name=bridge1 protocol-mode=rstp priority=0x${priority.toString(16)} vlan-filtering=yes`,
    );
  }
  const vlanList = vlans(d);
  const svis = Object.values(d.data.ip_configs).filter((x) => x.interface_name.startsWith('vlan'));
  if (svis.length > 0) {
    lines.push('/interface vlan');
    for (const svi of svis) {
      const id = svi.interface_name.replace('vlan', '');
      lines.push(
        `add interface=${stp ? 'bridge1' : (ports.find((p) => p.port_type === 'trunk')?.if_no ?? 'ether2')} name=${svi.interface_name} vlan-id=${id}`,
      );
    }
  }
  if (stp) {
    lines.push('/interface bridge port');
    ports.forEach((port, index) => {
      if (port.if_state === 'down') return;
      const comment = portDescription(c, port, index);
      const pvid = port.port_type === 'access' ? ` pvid=${port.vlan_id ?? 1}` : '';
      const edge =
        port.port_type === 'access'
          ? has(c, 'no-bpdu-guard')
            ? ' edge=yes'
            : ' edge=yes bpdu-guard=yes'
          : '';
      lines.push(
        `add bridge=bridge1 interface=${port.if_no}${pvid}${edge}${comment ? ` comment="${comment}"` : ''}`,
      );
    });
    lines.push('/interface bridge vlan');
    const trunks = ports.filter((p) => p.port_type === 'trunk' && p.if_state === 'up').map((p) => p.if_no);
    for (const vlan of vlanList)
      lines.push(`add bridge=bridge1 tagged=bridge1,${trunks.join(',')} vlan-ids=${vlan.vlan_id}`);
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
  const statics = Object.values(d.data.routes).filter((r) => r.protocol !== 'connected');
  if (statics.length > 0) {
    lines.push('/ip route');
    for (const route of statics)
      lines.push(
        `add dst-address=${route.network}/${maskLength(route.mask)} gateway=${route.nexthop_ip ?? ''}`,
      );
  }
  lines.push('/ip service', `set telnet disabled=${has(c, 'telnet') ? 'no' : 'yes'}`, 'set ftp disabled=yes');
  lines.push(`set www disabled=${has(c, 'http-server') ? 'no' : 'yes'}`, 'set api disabled=yes');
  lines.push('/snmp', `set enabled=yes contact=noc@corp.example location="${c.location}"`);
  lines.push(
    '/snmp community',
    `set [ find default=yes ] name=${has(c, 'snmp-public') ? 'public' : c.services.snmpCommunity}`,
  );
  lines.push('/system identity', `set name=${d.data.name}`);
  if (!has(c, 'no-banner')) lines.push('/system note', `set note="${BANNER}" show-at-login=yes`);
  if (!has(c, 'no-ntp')) {
    const servers = c.revision >= 2 ? c.services.ntp : c.services.ntp.slice(0, 1);
    lines.push('/system ntp client', 'set enabled=yes', '/system ntp client servers');
    for (const server of servers) lines.push(`add address=${server}`);
  }
  if (c.revision >= 2) lines.push('/system logging action', `set remote remote=${c.services.syslog}`);
  if (has(c, 'default-password')) lines.push('# user admin still has the factory default (empty) password');
  if (c.revision >= 3)
    lines.push(
      '/ip firewall filter',
      'add action=drop chain=input in-interface-list=!MGMT comment="mgmt only"',
    );
  return lines.join('\n');
}

function maskLength(mask: string): number {
  return mask
    .split('.')
    .map(Number)
    .reduce((sum, octet) => sum + (octet.toString(2).match(/1/g)?.length ?? 0), 0);
}

function arubaOs(c: ConfigContext): string {
  const d = c.device;
  const lines = [
    `; ${d.data.version.model} Configuration Editor; Created on release #${d.data.version.software.split(' ').pop() ?? ''}`,
    `hostname "${d.data.name}"`,
  ];
  if (has(c, 'http-server')) lines.push('web-management plaintext');
  else lines.push('no web-management plaintext', 'web-management ssl');
  if (has(c, 'telnet')) lines.push('telnet-server');
  else lines.push('no telnet-server');
  if (!has(c, 'no-ntp')) {
    lines.push('timesync ntp', 'ntp unicast');
    for (const server of c.revision >= 2 ? c.services.ntp : c.services.ntp.slice(0, 1))
      lines.push(`ntp server ${server} iburst`);
  }
  if (c.revision >= 2) lines.push(`logging ${c.services.syslog}`);
  lines.push(
    `snmp-server community "${has(c, 'snmp-public') ? 'public' : c.services.snmpCommunity}" operator`,
  );
  if (!has(c, 'no-banner')) lines.push(`banner motd "${BANNER}"`);
  if (!has(c, 'no-password-encryption')) lines.push('encrypt-credentials');
  if (has(c, 'default-password')) lines.push('password manager user-name "admin" plaintext "admin"');
  for (const vlan of vlans(d)) {
    const access = physicalPorts(d)
      .filter((p) => p.port_type === 'access' && p.if_state !== 'down' && p.vlan_id === vlan.vlan_id)
      .map((p) => p.if_no);
    const tagged = physicalPorts(d)
      .filter((p) => p.port_type === 'trunk' && p.tagged.includes(vlan.vlan_id))
      .map((p) => p.if_no);
    lines.push(`vlan ${vlan.vlan_id}`, `   name "${vlan.vlan_name}"`);
    if (access.length > 0) lines.push(`   untagged ${access.join(',')}`);
    if (tagged.length > 0) lines.push(`   tagged ${tagged.join(',')}`);
    if (vlan.vlan_id === 10) lines.push(`   ip address ${d.data.ip_address} 255.255.255.0`);
    lines.push('   exit');
  }
  physicalPorts(d).forEach((port, index) => {
    if (port.if_state === 'down' && !port.description) return;
    lines.push(`interface ${port.if_no}`);
    const description = portDescription(c, port, index);
    if (description) lines.push(`   name "${description}"`);
    if (port.if_state === 'down') lines.push('   disable');
    if (port.duplex === 'half') lines.push('   speed-duplex 100-half');
    lines.push('   exit');
  });
  const stp = d.data.stp;
  if (stp) {
    lines.push(
      `spanning-tree`,
      `spanning-tree priority ${Math.floor((stp.instances['0']?.bridge_priority ?? 32768) / 4096)}`,
    );
    if (!has(c, 'no-bpdu-guard')) {
      const edges = physicalPorts(d)
        .filter(isEdgePort)
        .map((p) => p.if_no);
      if (edges.length > 0) lines.push(`spanning-tree ${edges.join(',')} bpdu-protection`);
    }
  }
  if (c.revision >= 3) lines.push('ip authorized-managers 10.0.0.0 255.255.255.0 access manager');
  return lines.join('\n');
}

function vrp(c: ConfigContext): string {
  const d = c.device;
  const lines = ['#', `!Software Version ${d.data.version.software}`, `sysname ${d.data.name}`, '#'];
  lines.push(
    `vlan batch ${vlans(d)
      .map((v) => v.vlan_id)
      .join(' ')}`,
    '#',
  );
  const stp = d.data.stp;
  if (stp) {
    lines.push(`stp mode ${stp.protocol}`);
    if (!has(c, 'no-bpdu-guard')) lines.push('stp bpdu-protection');
    lines.push('#');
  }
  if (has(c, 'http-server')) lines.push('http server enable');
  else lines.push('undo http server enable', 'http secure-server enable');
  lines.push('#', 'aaa');
  if (has(c, 'default-password')) lines.push(' local-user admin password simple admin@huawei.com');
  else lines.push(` local-user netadmin password irreversible-cipher ${c.secret}`);
  lines.push(' local-user netadmin privilege level 15', '#');
  physicalPorts(d).forEach((port, index) => {
    if (port.if_state === 'down' && !port.description) return;
    lines.push(`interface ${port.if_no}`);
    const description = portDescription(c, port, index);
    if (description) lines.push(` description ${description}`);
    if (port.port_type === 'trunk')
      lines.push(' port link-type trunk', ` port trunk allow-pass vlan ${port.tagged.join(' ')}`);
    else
      lines.push(
        ' port link-type access',
        ` port default vlan ${port.vlan_id ?? 1}`,
        ' stp edged-port enable',
      );
    if (port.duplex === 'half') lines.push(' undo negotiation auto', ' speed 100', ' duplex half');
    if (port.if_state === 'down') lines.push(' shutdown');
    lines.push('#');
  });
  lines.push(`interface Vlanif10`, ` ip address ${d.data.ip_address} 255.255.255.0`, '#');
  lines.push(
    `snmp-agent community read ${has(c, 'snmp-public') ? 'public' : `cipher ${c.secret.slice(0, 24)}`}`,
  );
  if (!has(c, 'no-ntp'))
    for (const server of c.revision >= 2 ? c.services.ntp : c.services.ntp.slice(0, 1))
      lines.push(`ntp-service unicast-server ${server}`);
  if (c.revision >= 2) lines.push(`info-center loghost ${c.services.syslog}`);
  if (!has(c, 'no-banner')) lines.push(`header login information "${BANNER}"`);
  lines.push(
    '#',
    'user-interface vty 0 4',
    ' authentication-mode aaa',
    ` protocol inbound ${has(c, 'telnet') ? 'all' : 'ssh'}`,
  );
  if (c.revision >= 3) lines.push(' acl 2000 inbound');
  lines.push('#', 'return');
  return lines.join('\n');
}

function fortiOs(c: ConfigContext): string {
  const d = c.device;
  const lines = [
    `#config-version=FG100F-7.2.8-FW-build1639:opmode=0:vdom=0`,
    'config system global',
    `    set hostname "${d.data.name}"`,
  ];
  if (!has(c, 'no-banner')) lines.push('    set pre-login-banner enable');
  lines.push(
    `    set admin-telnet ${has(c, 'telnet') ? 'enable' : 'disable'}`,
    '    set admin-sport 8443',
    'end',
  );
  lines.push('config system interface');
  for (const config of Object.values(d.data.ip_configs)) {
    const first = config.ip_interfaces[0];
    if (!first) continue;
    const access = ['ping', 'https', 'ssh'];
    if (has(c, 'http-server')) access.push('http');
    if (has(c, 'telnet')) access.push('telnet');
    if (has(c, 'snmp-public') || config.interface_name === 'port1') access.push('snmp');
    lines.push(
      `    edit "${config.interface_name}"`,
      `        set ip ${first.ipv4} ${dotted(first.prefix_length)}`,
      `        set allowaccess ${access.join(' ')}`,
      `        set alias "${d.data.ports[config.interface_name]?.description ?? ''}"`,
      '    next',
    );
  }
  lines.push('end', 'config router static');
  Object.values(d.data.routes)
    .filter((r) => r.protocol === 'static')
    .forEach((route, index) => {
      lines.push(
        `    edit ${index + 1}`,
        `        set dst ${route.network} ${route.mask}`,
        `        set gateway ${route.nexthop_ip ?? ''}`,
        '    next',
      );
    });
  lines.push('end');
  if (!has(c, 'no-ntp')) {
    lines.push('config system ntp', '    set type custom', '    config ntpserver');
    (c.revision >= 2 ? c.services.ntp : c.services.ntp.slice(0, 1)).forEach((server, index) => {
      lines.push(`        edit ${index + 1}`, `            set server "${server}"`, '        next');
    });
    lines.push('    end', 'end');
  }
  lines.push(
    'config system snmp community',
    '    edit 1',
    `        set name "${has(c, 'snmp-public') ? 'public' : c.services.snmpCommunity}"`,
    '    next',
    'end',
  );
  if (c.revision >= 2)
    lines.push(
      'config log syslogd setting',
      '    set status enable',
      `    set server "${c.services.syslog}"`,
      'end',
    );
  if (c.revision >= 3)
    lines.push(
      'config firewall policy',
      '    edit 12',
      '        set name "deny-it-to-l2"',
      '        set action deny',
      '    next',
      'end',
    );
  if (has(c, 'default-password')) lines.push('# admin account still uses an empty password');
  return lines.join('\n');
}

/** SCALANCE (SINEC OS CLI), Hirschmann HiOS and Moxa: compact industrial switch exports. */
function industrial(c: ConfigContext): string {
  const d = c.device;
  const lines: string[] = [];
  const comment = c.dialect === 'hios' ? '!' : '#';
  lines.push(
    `${comment} ${d.data.version.model} ${d.data.version.software}`,
    `${comment} exported ${c.createdIso}`,
  );
  lines.push(c.dialect === 'moxa' ? `system name ${d.data.name}` : `hostname ${d.data.name}`);
  if (c.dialect === 'hios') {
    lines.push(`network management access web http ${has(c, 'http-server') ? 'enable' : 'disable'}`);
    lines.push(`telnet server ${has(c, 'telnet') ? 'enable' : 'disable'}`);
  } else if (c.dialect === 'moxa') {
    lines.push(
      `ip http-server ${has(c, 'http-server') ? 'enable' : 'disable'}`,
      'ip http-server secure enable',
    );
    lines.push(`telnet ${has(c, 'telnet') ? 'enable' : 'disable'}`);
  } else {
    lines.push(
      has(c, 'http-server') ? 'http-server enable' : 'no http-server',
      `${has(c, 'telnet') ? '' : 'no '}telnet-server`,
    );
  }
  if (has(c, 'default-password'))
    lines.push(c.dialect === 'moxa' ? 'username admin password moxa' : 'users admin password admin');
  else lines.push(`users admin password encrypted ${c.secret.slice(0, 32)}`);
  for (const vlan of vlans(d)) lines.push(`vlan ${vlan.vlan_id} name ${vlan.vlan_name}`);
  physicalPorts(d).forEach((port, index) => {
    if (port.if_state === 'down' && !port.description) return;
    lines.push(`interface ${port.if_no}`);
    const description = portDescription(c, port, index);
    if (description) lines.push(` name "${description}"`);
    if (port.port_type === 'trunk') lines.push(` vlan tagged ${port.tagged.join(',')}`);
    else lines.push(` vlan untagged ${port.vlan_id ?? 1}`);
    if (port.duplex === 'half') lines.push(' speed 100 duplex half');
    if (port.port_type === 'access' && !has(c, 'no-bpdu-guard'))
      lines.push(' spanning-tree edge-port bpdu-guard');
    if (port.if_state === 'down') lines.push(' shutdown');
    lines.push(' exit');
  });
  const stp = d.data.stp;
  if (stp)
    lines.push(
      `spanning-tree mode ${stp.protocol}`,
      `spanning-tree priority ${stp.instances['0']?.bridge_priority ?? 32768}`,
    );
  lines.push(`ip address ${d.data.ip_address} 255.255.255.0`);
  lines.push(`snmp community ${has(c, 'snmp-public') ? 'public' : c.services.snmpCommunity} ro`);
  if (!has(c, 'no-ntp')) {
    for (const server of c.revision >= 2 ? c.services.ntp : c.services.ntp.slice(0, 1))
      lines.push(`sntp server ${server}`);
  }
  if (c.revision >= 2) lines.push(`syslog server ${c.services.syslog}`);
  if (!has(c, 'no-banner')) lines.push(`login banner "${BANNER}"`);
  if (c.revision >= 3) lines.push('management access restrict 172.16.1.0/24');
  return lines.join('\n');
}

export function renderConfig(c: ConfigContext): string {
  switch (c.dialect) {
    case 'ios-xe':
      return iosXe(c);
    case 'routeros':
      return routerOs(c);
    case 'aos-s':
      return arubaOs(c);
    case 'vrp':
      return vrp(c);
    case 'fortios':
      return fortiOs(c);
    case 'scalance':
    case 'hios':
    case 'moxa':
      return industrial(c);
    default:
      return '';
  }
}

export function configFilename(device: DeviceRecord, dialect: ConfigDialect, version: number): string {
  const extension = dialect === 'routeros' ? 'rsc' : dialect === 'fortios' ? 'conf' : 'cfg';
  return `${device.data.name}_v${version}.${extension}`;
}

export function randomSecret(rng: Rng): string {
  const chars = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789./';
  let text = '$9$';
  for (let i = 0; i < 14; i++) text += chars.charAt(rng.int(0, chars.length - 1));
  text += '$';
  for (let i = 0; i < 43; i++) text += chars.charAt(rng.int(0, chars.length - 1));
  return text;
}
