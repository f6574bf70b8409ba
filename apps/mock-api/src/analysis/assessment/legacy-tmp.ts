import type { DeviceRecord, HostRecord, VlanRecord, Zone } from '../model/documents';

/**
 * The assessment engine: a registry of checks, each a pure function over one device's configuration text
 * and operational data (ports, hosts, STP, neighbours) answering findings of a severity and a message.
 */

export type Severity = 'critical' | 'high' | 'medium' | 'low' | 'info';
export type CheckTag = 'NetDevice' | 'Security' | 'Reliability' | 'Interface' | 'Performance' | 'Suspicious';
export type Finding = { severity: Severity; message: string; interface: string | null };

export type CheckDescription = {
  type: string;
  category: 'configuration' | 'operational';
  title: string;
  subtitle: string;
  tags: CheckTag[];
  long_description: string | null;
  recommendation: string;
  config_suggestion: string | null;
};

/** What the whole network offers a check beside the device itself. */
export type NetworkFacts = {
  devices: readonly DeviceRecord[];
  hosts: readonly HostRecord[];
  vlans: readonly VlanRecord[];
  zones: readonly Zone[];
};

export type CheckInput = {
  device: DeviceRecord;
  /** The newest configuration text, null when the device has none. */
  config: string | null;
  network: NetworkFacts;
};

export type Check = CheckDescription & { evaluate: (input: CheckInput) => Finding[] };

const SEVERITY_ORDER: readonly Severity[] = ['critical', 'high', 'medium', 'low', 'info'];
export const severityRank = (severity: Severity) => SEVERITY_ORDER.indexOf(severity);

const finding = (severity: Severity, message: string, iface: string | null = null): Finding => ({
  severity,
  message,
  interface: iface,
});

const lines = (config: string) => config.split('\n').map((line) => line.trim());
const firstMatch = (config: string, patterns: readonly RegExp[]) => {
  for (const line of lines(config)) if (patterns.some((pattern) => pattern.test(line))) return line;
  return undefined;
};
const hasAny = (config: string, patterns: readonly RegExp[]) => firstMatch(config, patterns) !== undefined;

/** A configuration check: only devices with a configuration are evaluated. */
function configCheck(
  description: Omit<CheckDescription, 'category'>,
  evaluate: (config: string, input: CheckInput) => Finding[],
): Check {
  return {
    ...description,
    category: 'configuration',
    evaluate: (input) => (input.config === null ? [] : evaluate(input.config, input)),
  };
}

function operationalCheck(
  description: Omit<CheckDescription, 'category'>,
  evaluate: (input: CheckInput) => Finding[],
): Check {
  return { ...description, category: 'operational', evaluate };
}

const physicalPorts = (device: DeviceRecord) =>
  Object.values(device.data.ports).filter((port) => port.port_type !== 'routed' || port.speed > 0);

const TELNET = [
  /^transport input .*\btelnet\b/i,
  /^set telnet disabled=no$/i,
  /^telnet-server$/i,
  /^protocol inbound (all|telnet)$/i,
  /^set admin-telnet enable$/i,
  /^telnet server enable$/i,
  /^telnet enable$/i,
  /^set allowaccess .*\btelnet\b/i,
];
const HTTP = [
  /^ip http server$/i,
  /^set www disabled=no$/i,
  /^web-management plaintext$/i,
  /^http server enable$/i,
  /^set allowaccess .*\bhttp\b/i,
  /web http enable$/i,
  /^ip http-server enable$/i,
  /^http-server enable$/i,
];
const SNMP_DEFAULT = /\b(community|name=|set name)\b.*?["\s=](public|private)("|\s|$)/i;
const NTP = [/\bs?ntp\b/i, /^timesync ntp/i, /ntpserver/i];
const SYSLOG = [
  /^logging (host )?\d/i,
  /^logging server/i,
  /syslog/i,
  /^info-center loghost/i,
  /remote-log|\/system logging action/i,
];
const BANNER = [/banner/i, /^header login/i, /show-at-login=yes/i];
const DEFAULT_CREDENTIALS = [
  /password (0 )?(cisco|admin|moxa)\b/i,
  /plaintext "admin"/i,
  /password simple admin/i,
  /factory default/i,
  /empty password/i,
];
const IOS = /^(!|version \d|service |hostname )/m;

export function isIosLike(config: string): boolean {
  return IOS.test(config) && /^hostname /m.test(config) && /^(service|version) /m.test(config);
}

/** Numeric comparison of dotted versions ("17.6" < "17.12"). */
export function compareVersions(a: string, b: string): number {
  const pa = a
    .split(/[.()]/)
    .filter(Boolean)
    .map((p) => Number.parseInt(p, 10) || 0);
  const pb = b
    .split(/[.()]/)
    .filter(Boolean)
    .map((p) => Number.parseInt(p, 10) || 0);
  for (let i = 0; i < Math.max(pa.length, pb.length); i += 1) {
    const diff = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return 0;
}

/** Minimum supported software per platform; older releases have published vulnerabilities. */
export const FIRMWARE_MINIMUMS: readonly {
  vendor: string;
  pattern: RegExp;
  minimum: string;
  name: string;
}[] = [
  { vendor: 'cisco', pattern: /IOS-XE (\d+(?:\.\d+)*)/, minimum: '17.6', name: 'IOS-XE' },
  { vendor: 'rockwell', pattern: /IOS-XE (\d+(?:\.\d+)*)/, minimum: '17.6', name: 'IOS-XE' },
  { vendor: 'siemens', pattern: /SINEC OS V(\d+(?:\.\d+)*)/, minimum: '4.0', name: 'SINEC OS' },
  { vendor: 'moxa', pattern: /^V(\d+(?:\.\d+)*)/, minimum: '4.0', name: 'Moxa firmware' },
  { vendor: 'mikrotik', pattern: /RouterOS (\d+(?:\.\d+)*)/, minimum: '7.15', name: 'RouterOS' },
  { vendor: 'fortinet', pattern: /FortiOS v(\d+(?:\.\d+)*)/, minimum: '7.2.5', name: 'FortiOS' },
  { vendor: 'hirschmann', pattern: /HiOS-\w+ (\d+(?:\.\d+)*)/, minimum: '9.0', name: 'HiOS' },
];

/** Vendors expected on the cell and control levels of an OT network. */
export const OT_VENDORS: ReadonlySet<string> = new Set([
  'siemens',
  'rockwell',
  'phoenix contact',
  'schneider',
  'abb',
  'beckhoff',
  'janitza',
  'wago',
  'moxa',
  'hirschmann',
  'dell',
  'hp',
  'lenovo',
  'cisco',
  'vmware',
]);
/** Purdue levels of the OT zones below the industrial DMZ. */
const OT_LEVELS = /^L[0-3](\b|$|-|\/)/;

export const CHECKS: readonly Check[] = [
  configCheck(
    {
      type: 'telnet_enabled',
      title: 'Telnet enabled',
      subtitle: 'Management access over unencrypted Telnet',
      tags: ['NetDevice', 'Security'],
      long_description:
        'Telnet sends credentials and session data in clear text. Anyone able to capture traffic on the management path can read the passwords of network administrators.',
      recommendation: 'Disable Telnet on all VTY lines and allow SSH version 2 only.',
      config_suggestion: 'line vty 0 15\n transport input ssh\nip ssh version 2',
    },
    (config) => {
      const line = firstMatch(config, TELNET);
      return line ? [finding('high', `Telnet is allowed: '${line}'`)] : [];
    },
  ),
  configCheck(
    {
      type: 'password_encryption_missing',
      title: 'No password encryption',
      subtitle: 'Passwords are stored in clear text in the configuration',
      tags: ['NetDevice', 'Security'],
      long_description:
        'Without password encryption every local password is readable by anyone who sees a copy of the configuration: backups, tickets, configuration archives.',
      recommendation: 'Enable password encryption and use hashed secrets for local accounts.',
      config_suggestion: 'service password-encryption',
    },
    (config) => {
      if (isIosLike(config) && !/^service password-encryption$/m.test(config))
        return [finding('medium', "'service password-encryption' is not configured")];
      if (
        /^hostname "/m.test(config) &&
        /^password manager/m.test(config) &&
        !/^encrypt-credentials$/m.test(config)
      )
        return [finding('medium', "'encrypt-credentials' is not configured")];
      return [];
    },
  ),
  configCheck(
    {
      type: 'snmp_default_community',
      title: 'SNMP default community',
      subtitle: "SNMP community 'public' or 'private' configured",
      tags: ['NetDevice', 'Security'],
      long_description:
        'Default SNMP communities are the first thing scanners try; with read-write access they allow changing the device configuration.',
      recommendation: 'Remove the default communities and use SNMPv3 with authentication and privacy.',
      config_suggestion: 'no snmp-server community public\nsnmp-server group NETOPS v3 priv',
    },
    (config) =>
      lines(config)
        .map((line) => ({ line, match: SNMP_DEFAULT.exec(line) }))
        .filter((entry) => entry.match && /snmp|community|set name/i.test(entry.line))
        .map(({ line, match }) =>
          /\b(rw|write|read-write)\b/i.test(line)
            ? finding('critical', `SNMP community '${match?.[2]}' has read-write access`)
            : finding('high', `SNMP community '${match?.[2]}' is configured`),
        ),
  ),
  configCheck(
    {
      type: 'ntp_missing',
      title: 'No NTP server',
      subtitle: 'Device clock is not synchronised',
      tags: ['NetDevice', 'Reliability'],
      long_description: null,
      recommendation:
        'Configure at least two NTP servers so that logs of different devices can be correlated.',
      config_suggestion: 'ntp server 10.0.0.5\nntp server 10.0.0.6',
    },
    (config) => (hasAny(config, NTP) ? [] : [finding('medium', 'No NTP server is configured')]),
  ),
  configCheck(
    {
      type: 'http_server_enabled',
      title: 'HTTP management enabled',
      subtitle: 'Web management over unencrypted HTTP',
      tags: ['NetDevice', 'Security'],
      long_description:
        'The plain HTTP management interface transmits credentials unencrypted and has a long history of vulnerabilities.',
      recommendation:
        'Disable the HTTP server; use HTTPS with a trusted certificate if web management is needed.',
      config_suggestion: 'no ip http server\nip http secure-server',
    },
    (config) => {
      const line = firstMatch(config, HTTP);
      return line ? [finding('medium', `HTTP management is enabled: '${line}'`)] : [];
    },
  ),
  configCheck(
    {
      type: 'login_banner_missing',
      title: 'No login banner',
      subtitle: 'No legal notice is shown before login',
      tags: ['NetDevice'],
      long_description: null,
      recommendation:
        'Configure a login banner that states that access is restricted to authorised personnel.',
      config_suggestion: 'banner login ^CAuthorised access only.^C',
    },
    (config) => (hasAny(config, BANNER) ? [] : [finding('low', 'No login banner is configured')]),
  ),
  configCheck(
    {
      type: 'default_credentials',
      title: 'Default credentials',
      subtitle: 'A factory default or trivial password is configured',
      tags: ['NetDevice', 'Security'],
      long_description:
        'Default passwords are published in vendor manuals; a device still using them can be taken over by anyone who reaches its management interface.',
      recommendation: 'Set individual strong passwords for every local account, or authenticate against AAA.',
      config_suggestion: 'username netadmin privilege 15 secret <strong-secret>\nno username admin',
    },
    (config) => {
      const line = firstMatch(config, DEFAULT_CREDENTIALS);
      return line ? [finding('critical', 'A default password is configured')] : [];
    },
  ),
  configCheck(
    {
      type: 'weak_password_type',
      title: 'Weak password types',
      subtitle: 'Local users or enable password with reversible or clear-text password types',
      tags: ['NetDevice', 'Security'],
      long_description:
        "Type 0 passwords are clear text and type 7 passwords are trivially reversible; only 'secret' types 8 or 9 are hashed.",
      recommendation:
        "Replace 'password' with 'secret' (type 9) for every local user and the enable password.",
      config_suggestion: 'enable secret 9 <hash>\nusername netadmin privilege 15 secret 9 <hash>',
    },
    (config) =>
      lines(config)
        .filter((line) => /^(enable password|username \S+ .*password [07]? ?\S)/.test(line))
        .map((line) => finding('high', `Weak password type: '${line.replace(/password .*/, 'password …')}'`)),
  ),
  configCheck(
    {
      type: 'aaa_missing',
      title: 'No AAA',
      subtitle: 'Logins are not authenticated against a central AAA service',
      tags: ['NetDevice', 'Security'],
      long_description:
        'Without AAA every administrator shares local accounts, and leavers keep their access until every device is changed.',
      recommendation: 'Enable AAA with a RADIUS or TACACS+ server and keep one local emergency account.',
      config_suggestion: 'aaa new-model\naaa authentication login default group tacacs+ local',
    },
    (config) =>
      isIosLike(config) && !/^aaa new-model$/m.test(config)
        ? [finding('medium', "'aaa new-model' is not configured")]
        : [],
  ),
  configCheck(
    {
      type: 'syslog_missing',
      title: 'No remote syslog',
      subtitle: 'Logs are kept on the device only',
      tags: ['NetDevice', 'Reliability'],
      long_description: null,
      recommendation:
        'Send logs to a central syslog server so that they survive a reboot and can be correlated.',
      config_suggestion: 'logging host 10.0.0.50',
    },
    (config) => (hasAny(config, SYSLOG) ? [] : [finding('low', 'No remote syslog server is configured')]),
  ),
  operationalCheck(
    {
      type: 'half_duplex',
      title: 'Half-duplex interfaces',
      subtitle: 'Interfaces negotiated to half duplex',
      tags: ['Interface', 'Performance'],
      long_description:
        'A half-duplex link usually means a speed/duplex mismatch with the neighbour; it causes late collisions, CRC errors and poor throughput.',
      recommendation: 'Set both ends to auto-negotiation, or fix speed and duplex identically on both ends.',
      config_suggestion: null,
    },
    ({ device }) =>
      Object.values(device.data.ports)
        .filter((port) => port.duplex === 'half' && port.if_state === 'up')
        .map((port) => finding('medium', `${port.if_no} runs half duplex at ${port.speed} Mb/s`, port.if_no)),
  ),
  operationalCheck(
    {
      type: 'err_disabled',
      title: 'Err-disabled ports',
      subtitle: 'Ports shut down by the switch after an error',
      tags: ['Interface', 'Reliability'],
      long_description:
        'The switch disabled these ports after a violation (port security, BPDU guard, loop detection, link flapping); whatever is connected is offline.',
      recommendation: 'Find the cause (see the port description and the log), fix it and re-enable the port.',
      config_suggestion: 'interface <port>\n shutdown\n no shutdown',
    },
    ({ device }) =>
      Object.values(device.data.ports)
        .filter((port) => port.if_state === 'err-disabled')
        .map((port) =>
          finding(
            'high',
            `${port.if_no} is err-disabled${port.description ? ` (${port.description})` : ''}`,
            port.if_no,
          ),
        ),
  ),
  operationalCheck(
    {
      type: 'bpdu_guard_missing',
      title: 'BPDU guard missing',
      subtitle: 'Access ports accept spanning-tree BPDUs',
      tags: ['Interface', 'Security', 'Reliability'],
      long_description:
        'An access port without BPDU guard lets a rogue or misconfigured switch join the spanning tree, take over the root role or create a loop.',
      recommendation: 'Enable BPDU guard on every edge (access) port.',
      config_suggestion:
        'interface range <access ports>\n spanning-tree portfast\n spanning-tree bpduguard enable',
    },
    ({ device, config }) => {
      if (config === null || device.data.stp === null) return [];
      const access = physicalPorts(device).filter(
        (port) => port.port_type === 'access' && port.if_state === 'up',
      );
      if (access.length === 0 || /bpdu/i.test(config)) return [];
      return [finding('medium', `BPDU guard is not enabled on ${access.length} access port(s)`)];
    },
  ),
  operationalCheck(
    {
      type: 'too_many_macs',
      title: 'Too many MAC addresses on an access port',
      subtitle: 'Several hosts behind one access port (hub, unmanaged switch, MAC flapping)',
      tags: ['Interface', 'Suspicious'],
      long_description:
        'An access port normally serves one host. Several MAC addresses point to an unmanaged switch or hub, a bridged virtual machine host, or MAC flapping.',
      recommendation:
        'Identify what is connected; limit the port with port security or move the devices to a managed switch.',
      config_suggestion: 'interface <port>\n switchport port-security\n switchport port-security maximum 1',
    },
    ({ device }) => {
      const perPort = new Map<string, number>();
      for (const host of Object.values(device.data.hosts))
        perPort.set(host.port_if_no, (perPort.get(host.port_if_no) ?? 0) + 1);
      return [...perPort.entries()]
        .filter(([port, count]) => count > 2 && device.data.ports[port]?.port_type === 'access')
        .map(([port, count]) => finding('medium', `${count} MAC addresses on access port ${port}`, port));
    },
  ),
  operationalCheck(
    {
      type: 'unused_ports_enabled',
      title: 'Unused ports not shut down',
      subtitle: 'Access ports without link left in a production VLAN',
      tags: ['Interface', 'Security'],
      long_description: null,
      recommendation: 'Shut down unused ports and put them into an unused, unrouted VLAN.',
      config_suggestion: 'interface <port>\n switchport access vlan 999\n shutdown',
    },
    ({ device }) => {
      const open = physicalPorts(device).filter(
        (port) =>
          port.port_type === 'access' &&
          port.if_state === 'down' &&
          port.vlan_id !== null &&
          port.vlan_id !== 1,
      );
      return open.length > 0
        ? [
            finding(
              'low',
              `${open.length} unused access port(s) are not shut down: ${open.map((p) => p.if_no).join(', ')}`,
            ),
          ]
        : [];
    },
  ),
  operationalCheck(
    {
      type: 'stp_root_unexpected',
      title: 'STP root not where expected',
      subtitle: 'The root bridge was elected by default priority or MAC address',
      tags: ['Reliability'],
      long_description:
        'When no bridge priority is set, the switch with the lowest MAC address becomes root; often an old or remote switch, which forces traffic through it.',
      recommendation:
        'Set the lowest bridge priority on the intended core switches (primary and secondary root).',
      config_suggestion: 'spanning-tree vlan 1-4094 priority 4096',
    },
    ({ device }) =>
      Object.entries(device.data.stp?.instances ?? {})
        .filter(([, instance]) => instance.is_root && instance.bridge_priority >= 32768)
        .map(([id]) => finding('high', `Root bridge of instance ${id} with default priority`)),
  ),
  operationalCheck(
    {
      type: 'default_vlan_in_use',
      title: 'Default VLAN 1 in use',
      subtitle: 'Hosts are connected to access ports in VLAN 1',
      tags: ['Interface', 'Security'],
      long_description:
        'VLAN 1 carries control traffic and is the native VLAN of every trunk by default; hosts in it are exposed to VLAN hopping and reach management interfaces.',
      recommendation: 'Move the hosts to a dedicated VLAN and keep VLAN 1 unused.',
      config_suggestion: 'interface <port>\n switchport access vlan <vlan>',
    },
    ({ device }) => {
      const used = new Set(Object.values(device.data.hosts).map((host) => host.port_if_no));
      return physicalPorts(device)
        .filter(
          (port) =>
            port.port_type === 'access' &&
            port.vlan_id === 1 &&
            port.if_state === 'up' &&
            used.has(port.if_no),
        )
        .map((port) => finding('low', `${port.if_no} carries hosts in VLAN 1`, port.if_no));
    },
  ),
  operationalCheck(
    {
      type: 'duplicate_ip',
      title: 'Duplicate IP addresses',
      subtitle: 'The same IP address is used by more than one device or host',
      tags: ['NetDevice', 'Reliability', 'Suspicious'],
      long_description: null,
      recommendation:
        'Find which of them holds the address rightfully and re-address the other; check DHCP reservations.',
      config_suggestion: null,
    },
    ({ device, network }) => {
      const ip = device.data.ip_address;
      if (!ip) return [];
      const others = [
        ...network.devices
          .filter((d) => d.unique_id !== device.unique_id && d.data.ip_address === ip)
          .map((d) => d.data.name),
        ...network.hosts
          .filter((h) => h.data.addresses.some((a) => a.ipv4 === ip))
          .map((h) => h.data.mac.address),
      ];
      return others.length > 0 ? [finding('high', `${ip} is also used by ${others.join(', ')}`)] : [];
    },
  ),
  operationalCheck(
    {
      type: 'unknown_vendor_ot',
      title: 'Unknown vendor in an OT zone',
      subtitle: 'Hosts of unexpected vendors on OT VLANs',
      tags: ['Security', 'Suspicious'],
      long_description:
        'The cell and control levels of an OT network hold a known set of controllers, drives and HMIs. A laptop, phone or unknown MAC there may be an unmanaged engineering device or an intruder.',
      recommendation:
        'Identify the host; if it belongs there, document it (host extended attributes), otherwise disconnect it.',
      config_suggestion: null,
    },
    ({ device, network }) => {
      const zones = new Map(network.zones.map((zone) => [zone.id, zone]));
      const otVlans = new Set(
        network.vlans
          .filter((vlan) => {
            const level = vlan.zone_id === null ? null : zones.get(vlan.zone_id)?.purdue_level;
            return typeof level === 'string' && OT_LEVELS.test(level);
          })
          .map((vlan) => vlan.vlan_db_id),
      );
      return network.hosts
        .filter(
          (host) =>
            host.data.seen_on_device === device.unique_id &&
            otVlans.has(host.vlan_db_id) &&
            !OT_VENDORS.has(host.data.vendor.toLowerCase()),
        )
        .map((host) =>
          finding(
            'high',
            `Host ${host.data.mac.address} (${host.data.vendor || 'unknown'}) on an OT VLAN at ${host.data.port_if_no}`,
            host.data.port_if_no,
          ),
        );
    },
  ),
  operationalCheck(
    {
      type: 'firmware_outdated',
      title: 'Firmware older than the minimum',
      subtitle: 'Software releases below the supported minimum',
      tags: ['NetDevice', 'Security'],
      long_description:
        'Releases below the minimum have published vulnerabilities or are out of vendor support; they receive no fixes.',
      recommendation: 'Upgrade to a supported release during the next maintenance window.',
      config_suggestion: null,
    },
    ({ device }) => {
      const { vendor, software } = device.data.version;
      for (const rule of FIRMWARE_MINIMUMS) {
        if (rule.vendor !== vendor) continue;
        const version = rule.pattern.exec(software)?.[1];
        if (version && compareVersions(version, rule.minimum) < 0)
          return [finding('medium', `${rule.name} ${version} is older than the minimum ${rule.minimum}`)];
      }
      return [];
    },
  ),
];

export type DeviceResult = { device_id: string; device_name: string; results: Finding[] };
export type AssessmentResults = Record<string, DeviceResult[]>;

export function describeChecks(checks: readonly Check[] = CHECKS): CheckDescription[] {
  return checks.map(({ evaluate: _evaluate, ...description }) => description);
}

/** Evaluates every check on every device; devices by name, findings by severity (critical first). */
export function runChecks(
  devices: readonly DeviceRecord[],
  configs: ReadonlyMap<string, string>,
  network: NetworkFacts,
  checks: readonly Check[] = CHECKS,
): AssessmentResults {
  const ordered = [...devices].sort((a, b) => a.data.name.localeCompare(b.data.name));
  const results: AssessmentResults = {};
  for (const check of checks) {
    results[check.type] = ordered.flatMap((device) => {
      const findings = check
        .evaluate({ device, config: configs.get(device.unique_id) ?? null, network })
        .sort((a, b) => severityRank(a.severity) - severityRank(b.severity));
      return findings.length > 0
        ? [{ device_id: device.unique_id, device_name: device.data.name, results: findings }]
        : [];
    });
  }
  return results;
}
