import { addressText } from '../../../model/address-text';
import {
  type DevicePort,
  type DeviceRecord,
  hostPort,
  portSpeedMbps,
  speedText,
} from '../../../model/documents';
import { type Check, operationalCheck } from '../check';
import { configEvidence, finding, interfaceBlock, interfaceOf, settingsOf, stateEvidence } from '../evidence';
import type { AssessedDevice, Evidence, PlatformFamily } from '../types';

/**
 * Checks of the operational state the devices report (ports, hosts, spanning tree, software), each with the
 * configuration lines of the interface or feature it is about beside the state that proves it.
 */

const physicalPorts = (device: DeviceRecord) =>
  Object.values(device.data.ports).filter(
    (port) => port.port_type !== 'routed' || (portSpeedMbps(port) ?? 0) > 0,
  );

const portFacts = (port: DevicePort) =>
  `${port.if_no}: ${port.if_state}, ${port.port_type}${port.vlan_id !== null ? ` in VLAN ${port.vlan_id}` : ''}, ${speedText(port)} ${port.duplex} duplex`;

/** The port's operational state and its interface block (with the named fields' lines) in the configuration. */
function portEvidence(
  device: AssessedDevice,
  port: DevicePort,
  fields: readonly ('duplex' | 'speedMbps' | 'accessVlan' | 'adminUp' | 'portSecurity' | 'mode')[] = [],
  note: string | null = null,
): Evidence[] {
  const evidence = [stateEvidence(device, [portFacts(port)])];
  const iface = interfaceOf(device, port.if_no);
  if (iface && device.config) {
    const settings = settingsOf(device.config, iface);
    const refs = [
      interfaceBlock(device.config, iface),
      ...fields.map((f) => iface.fieldSources?.[f] ?? settings?.fieldSources?.[f]),
    ];
    // Junos states a port in statements of their own, on the port and on its unit 0.
    if (settings && settings !== iface) refs.push(...iface.sources, ...settings.sources);
    evidence.push(configEvidence(device, refs, note));
  }
  return evidence;
}

const halfDuplex = operationalCheck(
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
  (device) =>
    Object.values(device.record.data.ports)
      .filter((port) => port.duplex === 'half' && port.if_state === 'up')
      .map((port) =>
        finding(
          'medium',
          `${port.if_no} runs half duplex at ${speedText(port)}`,
          portEvidence(device, port, ['duplex', 'speedMbps']),
          port.if_no,
        ),
      ),
);

const errDisabled = operationalCheck(
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
  (device) =>
    Object.values(device.record.data.ports)
      .filter((port) => port.if_state === 'err-disabled')
      .map((port) =>
        finding(
          'high',
          `${port.if_no} is err-disabled${port.description ? ` (${port.description})` : ''}`,
          portEvidence(device, port, ['portSecurity']),
          port.if_no,
        ),
      ),
);

const bpduGuardMissing = operationalCheck(
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
  (device) => {
    const config = device.config;
    const stp = config?.model.config?.stp;
    if (!config || !stp || device.record.data.stp === null || stp.mode === 'none') return [];
    const ports = device.record.data.ports;
    const unguarded = config.model.interfaces.filter((iface) => {
      if (iface.type !== 'physical' || iface.lag !== undefined) return false;
      // Junos: the port's unit 0 says whether it is an access port.
      const mode = settingsOf(config, iface)?.mode;
      // `spanning-tree portfast default` makes every access port an edge port unless it opts out.
      const edge = iface.stpEdge ?? (stp.portfastDefault === true && mode === 'access' ? true : undefined);
      const access = mode === 'access' || (mode === undefined && edge === true);
      if (!access || iface.adminUp === false) return false;
      const port = ports[iface.name] ?? ports[iface.shortName];
      if (port && port.if_state !== 'up') return false;
      if (iface.bpduGuard === true) return false;
      // `spanning-tree portfast bpduguard default` guards every portfast (edge) port that does not opt out.
      return !(stp.bpduGuardDefault === true && edge === true && iface.bpduGuard !== false);
    });
    if (unguarded.length === 0) return [];
    return [
      finding('medium', `BPDU guard is not enabled on ${unguarded.length} access port(s)`, [
        configEvidence(
          device,
          unguarded.flatMap((iface) => [
            interfaceBlock(config, iface),
            iface.fieldSources?.mode ?? settingsOf(config, iface)?.sources[0],
            iface.fieldSources?.bpduGuard,
          ]),
          stp.bpduGuardDefault === true
            ? 'BPDU guard is on by default for edge ports only; these ports are not edge ports or opt out.'
            : 'No BPDU guard on these access ports and no global BPDU guard default.',
        ),
      ]),
    ];
  },
);

const tooManyMacs = operationalCheck(
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
  (device) => {
    const data = device.record.data;
    const perPort = new Map<string, string[]>();
    for (const host of Object.values(data.hosts)) {
      const list = perPort.get(host.port_if_no) ?? [];
      list.push(`${addressText(host.addresses[0]) ?? host.hw_id} (${host.vendor || 'unknown vendor'})`);
      perPort.set(host.port_if_no, list);
    }
    return [...perPort.entries()]
      .filter(([port, macs]) => macs.length > 2 && data.ports[port]?.port_type === 'access')
      .map(([port, macs]) => {
        const record = data.ports[port];
        const evidence = [stateEvidence(device, macs, `Hosts seen on ${port}.`)];
        if (record) evidence.push(...portEvidence(device, record, ['portSecurity']).slice(1));
        return finding('medium', `${macs.length} MAC addresses on access port ${port}`, evidence, port);
      });
  },
);

/** How each platform shuts a port down. */
const SHUT: Record<PlatformFamily, string> = {
  ios: 'shutdown',
  nxos: 'shutdown',
  eos: 'shutdown',
  'aos-cx': 'shutdown',
  junos: 'disable',
  'aos-s': 'disable',
  routeros: 'disabled=yes',
};

const unusedPortsEnabled = operationalCheck(
  {
    type: 'unused_ports_enabled',
    title: 'Unused ports not shut down',
    subtitle: 'Access ports without link left in a production VLAN',
    tags: ['Interface', 'Security'],
    long_description: null,
    recommendation: 'Shut down unused ports and put them into an unused, unrouted VLAN.',
    config_suggestion: 'interface <port>\n switchport access vlan 999\n shutdown',
  },
  (device) => {
    const open = physicalPorts(device.record).filter((port) => {
      if (
        port.port_type !== 'access' ||
        port.if_state !== 'down' ||
        port.vlan_id === null ||
        port.vlan_id === 1
      )
        return false;
      // A port the configuration shuts down is not open, whatever the stored state says.
      return interfaceOf(device, port.if_no)?.adminUp !== false;
    });
    if (open.length === 0) return [];
    const evidence = [stateEvidence(device, open.map(portFacts))];
    if (device.config) {
      const config = device.config;
      evidence.push(
        configEvidence(
          device,
          open.map((p) => interfaceBlock(config, interfaceOf(device, p.if_no))),
          `These interfaces have no link and no '${SHUT[config.family]}'.`,
        ),
      );
    }
    return [
      finding(
        'low',
        `${open.length} unused access port(s) are not shut down: ${open.map((p) => p.if_no).join(', ')}`,
        evidence,
      ),
    ];
  },
);

/** Lines of the configuration that set bridge priorities, for evidence beside the spanning-tree state. */
function priorityEvidence(device: AssessedDevice, note: string): Evidence | undefined {
  const stp = device.config?.model.config?.stp;
  if (!device.config || !stp) return undefined;
  return configEvidence(
    device,
    [...stp.priorities.map((p) => p.source), ...(stp.rootMacros ?? []).map((m) => m.source)],
    stp.priorities.length === 0 && (stp.rootMacros ?? []).length === 0 ? note : null,
  );
}

const stpRootUnexpected = operationalCheck(
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
  (device) =>
    Object.entries(device.record.data.stp?.instances ?? {})
      .filter(([, instance]) => instance.is_root && instance.bridge_priority >= 32768)
      .map(([id, instance]) => {
        const evidence = [
          stateEvidence(device, [
            `instance ${id}: root bridge, priority ${instance.bridge_priority}, bridge ${instance.bridge_address.address}`,
          ]),
        ];
        const config = priorityEvidence(
          device,
          'The configuration sets no bridge priority: the default 32768 applies.',
        );
        if (config) evidence.push(config);
        return finding('high', `Root bridge of instance ${id} with default priority`, evidence);
      }),
);

const defaultVlanInUse = operationalCheck(
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
  (device) => {
    const used = new Set(Object.values(device.record.data.hosts).map((host) => host.port_if_no));
    return physicalPorts(device.record)
      .filter(
        (port) =>
          port.port_type === 'access' && port.vlan_id === 1 && port.if_state === 'up' && used.has(port.if_no),
      )
      .map((port) => {
        const iface = settingsOf(device.config, interfaceOf(device, port.if_no));
        const note =
          iface && iface.accessVlan === undefined
            ? 'No access VLAN is configured: the port is in VLAN 1 by default.'
            : null;
        return finding(
          'low',
          `${port.if_no} carries hosts in VLAN 1`,
          portEvidence(device, port, ['accessVlan', 'mode'], note),
          port.if_no,
        );
      });
  },
);

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

/** Numeric comparison of dotted versions ("17.6" < "17.12"). */
export function compareVersions(a: string, b: string): number {
  const parts = (v: string) =>
    v
      .split(/[.()]/)
      .filter(Boolean)
      .map((p) => Number.parseInt(p, 10) || 0);
  const pa = parts(a);
  const pb = parts(b);
  for (let i = 0; i < Math.max(pa.length, pb.length); i += 1) {
    const diff = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return 0;
}

const firmwareOutdated = operationalCheck(
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
  (device) => {
    const { vendor, software } = device.record.data.version;
    let known = false;
    for (const rule of FIRMWARE_MINIMUMS) {
      if (rule.vendor !== vendor.toLowerCase()) continue;
      const version = rule.pattern.exec(software)?.[1];
      if (version === undefined) continue;
      known = true;
      if (compareVersions(version, rule.minimum) < 0) {
        const evidence = [stateEvidence(device, [`software: ${software}`])];
        // The line of the configuration that names the release (`version 17.3`, an export's header).
        const named = device.config?.model.config?.softwareVersion;
        if (named) evidence.push(configEvidence(device, [named.source]));
        return [
          finding('medium', `${rule.name} ${version} is older than the minimum ${rule.minimum}`, evidence),
        ];
      }
    }
    if (known) return [];
    return {
      notApplicable: `No minimum release is set for ${software ? `'${software}'` : 'devices that report no software'}${vendor ? ` of ${vendor}` : ''}.`,
    };
  },
);

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

const unknownVendorOt = operationalCheck(
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
  (device, network) => {
    const otVlans = network.factMemo('ot-vlans', () => {
      const zones = new Map(network.facts.zones.map((zone) => [zone.id, zone]));
      return new Set(
        network.facts.vlans
          .filter((vlan) => {
            const level = vlan.zone_id === null ? null : zones.get(vlan.zone_id)?.purdue_level;
            return typeof level === 'string' && OT_LEVELS.test(level);
          })
          .map((vlan) => vlan.vlan_db_id),
      );
    });
    return network
      .hostsSeenOn(device.record.unique_id)
      .filter((host) => otVlans.has(host.vlan_db_id) && !OT_VENDORS.has(host.data.vendor.toLowerCase()))
      .map((host) => {
        const port = hostPort(device.record, host.data);
        const evidence = [
          stateEvidence(device, [
            `host ${host.data.mac.address} (${host.data.vendor || 'unknown vendor'}) ${host.data.addresses.map(addressText).join(', ')} on ${host.data.port_if_no}`,
          ]),
        ];
        if (port) evidence.push(...portEvidence(device, port, ['accessVlan']).slice(1));
        return finding(
          'high',
          `Host ${host.data.mac.address} (${host.data.vendor || 'unknown'}) on an OT VLAN at ${host.data.port_if_no}`,
          evidence,
          host.data.port_if_no,
        );
      });
  },
);

/** The operational checks of the original registry, in its order around `duplicate_ip` (see references). */
export const OPERATIONAL_CHECKS_BEFORE: readonly Check[] = [
  halfDuplex,
  errDisabled,
  bpduGuardMissing,
  tooManyMacs,
  unusedPortsEnabled,
  stpRootUnexpected,
  defaultVlanInUse,
];
export const OPERATIONAL_CHECKS_AFTER: readonly Check[] = [unknownVendorOt, firmwareOutdated];
