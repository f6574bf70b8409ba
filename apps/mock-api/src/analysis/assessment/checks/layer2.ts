import { compactVlanRanges, type NormalizedInterface } from '@lne/netparse';
import type { StpInstance, StpProtocol } from '../../../model/documents';
import { type Check, configCheck, everyFamily, operationalCheck } from '../check';
import { configEvidence, finding, interfaceBlock, stateEvidence } from '../evidence';
import type { AssessmentNetwork } from '../network';
import type { AssessedDevice, Evidence, ParsedConfig } from '../types';

/** Layer 2 design: VLAN 1 on access ports, trunks carrying VLANs the switch does not know, the STP root. */

/**
 * An enabled port that switches frames on its own (no LAG member): a physical port, or on Junos the unit that
 * carries `family ethernet-switching` (its port enabled too).
 */
function switchedPort(config: ParsedConfig, iface: NormalizedInterface): boolean {
  if (iface.lag !== undefined || iface.adminUp === false) return false;
  if (iface.type === 'physical' || iface.type === 'other') return true;
  if (config.family !== 'junos' || iface.type !== 'subinterface' || iface.mode === undefined) return false;
  const port = config.model.interfaces.find((i) => i.name === iface.parent);
  return port?.adminUp !== false && port?.lag === undefined;
}

const accessPortVlan1 = configCheck(
  {
    type: 'access_port_vlan1',
    title: 'Access ports in VLAN 1',
    subtitle: 'Enabled access ports left in the default VLAN',
    tags: ['Interface', 'Security'],
    long_description:
      'VLAN 1 is the default VLAN of every port and the native VLAN of every trunk. An enabled access port left in it puts whatever is plugged in next to the switches’ own management and control traffic.',
    recommendation:
      'Assign every access port to its VLAN; shut down unused ports and move them to an unused VLAN.',
    config_suggestion: 'interface <port>\n switchport access vlan <vlan>',
  },
  everyFamily(),
  (config, device) => {
    const ports = config.model.interfaces.filter(
      (i) =>
        switchedPort(config, i) && i.mode === 'access' && (i.accessVlan === undefined || i.accessVlan === 1),
    );
    if (ports.length === 0) return [];
    const byDefault = ports.filter((i) => i.accessVlan === undefined);
    return [
      finding(
        'low',
        `${ports.length} enabled access port(s) in VLAN 1: ${ports.map((i) => i.shortName).join(', ')}`,
        [
          configEvidence(
            device,
            ports.flatMap((i) => [
              interfaceBlock(config, i),
              i.fieldSources?.accessVlan,
              i.fieldSources?.mode,
            ]),
            byDefault.length > 0
              ? `${byDefault.map((i) => i.shortName).join(', ')}: no access VLAN is configured, so the port is in VLAN 1 by default.`
              : null,
          ),
        ],
      ),
    ];
  },
);

/** VLANs that exist on every switch of these platforms without a definition. */
const BUILT_IN_VLANS = new Set([1, 1002, 1003, 1004, 1005]);
/** An allowed list this long means "everything" (`1-4094`), not a list of VLANs someone chose. */
const ALL_LIKE = 1000;

function knownVlans(config: ParsedConfig, device: AssessedDevice): Set<number> {
  const known = new Set(config.model.vlans.map((v) => v.id));
  for (const vlan of Object.values(device.record.data.vlans)) known.add(vlan.vlan_id);
  return known;
}

const trunkVlanUnknown = configCheck(
  {
    type: 'trunk_vlan_unknown',
    title: 'VLANs on a trunk but unknown to the switch',
    subtitle: 'A trunk allows VLANs the switch has no definition for',
    tags: ['Interface', 'Reliability'],
    long_description:
      'A switch forwards only the VLANs it knows. A VLAN allowed on a trunk but not defined on the switch is silently dropped there: the trunk list promises connectivity that does not exist.',
    recommendation: 'Define the VLAN on the switch, or remove it from the trunk’s allowed list.',
    config_suggestion: 'vlan <id>\n name <name>',
  },
  {
    ios: true,
    nxos: true,
    eos: true,
    'aos-cx': true,
    junos: 'Junos trunks name VLANs that its own VLAN table defines; the model keeps no unknown names.',
    'aos-s':
      'AOS-S assigns ports to a VLAN inside the VLAN’s own definition: a trunk cannot carry an undefined VLAN.',
    routeros:
      'RouterOS defines a bridge VLAN by its port membership: a trunk cannot carry an undefined VLAN.',
  },
  (config, device) => {
    const known = knownVlans(config, device);
    // IOS in VTP server or client mode keeps its VLANs out of the running configuration (vlan.dat).
    if (known.size === 0)
      return {
        notApplicable:
          'The configuration defines no VLAN and no VLAN table was collected (VTP keeps VLANs out of the configuration).',
      };
    return config.model.interfaces
      .filter((i) => i.mode === 'trunk' && Array.isArray(i.allowedVlans) && i.allowedVlans.length < ALL_LIKE)
      .flatMap((i) => {
        const unknown = (i.allowedVlans as number[]).filter((v) => !known.has(v) && !BUILT_IN_VLANS.has(v));
        if (unknown.length === 0) return [];
        return [
          finding(
            'medium',
            `${i.name} allows VLAN(s) ${compactVlanRanges(unknown)} that the switch does not define`,
            [configEvidence(device, [interfaceBlock(config, i), i.fieldSources?.allowedVlans])],
            i.name,
          ),
        ];
      });
  },
);

/** The priority the configuration gives a device's bridge in one instance, and the lines that say so. */
function configuredPriority(
  device: AssessedDevice,
  key: string,
  instance: StpInstance,
  protocol: StpProtocol,
): { priority: number; evidence: Evidence } {
  const stp = device.config?.model.config?.stp;
  // Without a configuration, the state's priority (without the VLAN id PVST adds to it) is all there is.
  if (!device.config || !stp) {
    const priority = instance.bridge_priority - (instance.bridge_priority % 4096);
    return {
      priority,
      evidence: stateEvidence(device, [`instance ${key}: bridge priority ${instance.bridge_priority}`]),
    };
  }
  const id = Number(key);
  // MSTP instances by number; PVST trees by VLAN; RSTP has one tree (instance 0) for the whole bridge.
  const scope = protocol === 'mstp' ? 'instance' : 'vlan';
  const oneTree = protocol === 'rstp';
  const exact = stp.priorities.find((p) => p.scope === scope && p.id === id);
  // The bridge priority (`spanning-tree priority`, Junos `bridge-priority`) is the CIST's under MSTP: instance 0
  // only, every other instance keeps its own (the default unless set).
  const bridge =
    protocol === 'mstp' && id !== 0 ? undefined : stp.priorities.find((p) => p.scope === 'bridge');
  const anyVlan = stp.priorities.filter((p) => p.scope === 'vlan');
  const macro = (stp.rootMacros ?? []).find((m) => m.scope === scope && m.vlans.includes(id));
  const chosen =
    exact ??
    (macro ? { priority: macro.role === 'primary' ? 24576 : 28672, source: macro.source } : undefined) ??
    bridge ??
    // One tree for the whole bridge, configured per VLAN: the lowest priority the VLANs are given. A PVST tree
    // is its VLAN's own: another VLAN's priority says nothing about it.
    (oneTree && anyVlan.length > 0
      ? anyVlan.reduce((low, p) => (p.priority < low.priority ? p : low))
      : undefined);
  if (chosen) return { priority: chosen.priority, evidence: configEvidence(device, [chosen.source]) };
  return {
    priority: 32768,
    evidence: configEvidence(device, [], 'No bridge priority is configured: the default 32768 applies.'),
  };
}

type Domain = { members: { device: AssessedDevice; instance: StpInstance }[] };

function addMembers(domains: Map<string, Domain>, device: AssessedDevice): void {
  for (const [key, instance] of Object.entries(device.record.data.stp?.instances ?? {})) {
    const root = instance.root_address.address.toLowerCase();
    if (!root) continue;
    const id = `${key}|${root}`;
    const domain = domains.get(id) ?? { members: [] };
    domain.members.push({ device, instance });
    domains.set(id, domain);
  }
}

/** Spanning-tree domains: the devices whose instance of one number reports the same root bridge. */
function stpDomains(network: AssessmentNetwork): Map<string, Domain> {
  return network.memo(
    'stp-domains',
    () => {
      const domains = new Map<string, Domain>();
      for (const device of network.devices.values()) addMembers(domains, device);
      return domains;
    },
    (domains, before, after) => {
      if (before)
        for (const [id, domain] of domains) {
          domain.members = domain.members.filter((m) => m.device.record.unique_id !== after.record.unique_id);
          if (domain.members.length === 0) domains.delete(id);
        }
      addMembers(domains, after);
    },
  );
}

const stpRootMisplaced = operationalCheck(
  {
    type: 'stp_root_misplaced',
    title: 'STP root not where the priorities put it',
    subtitle: 'The elected root bridge is not the one the configured priorities choose',
    tags: ['Reliability'],
    long_description:
      'The configured bridge priorities say which switch should be the root. When another switch is root, the configuration is not what runs (a change not applied, a priority on the wrong VLAN or instance, a switch missing from the domain), and traffic takes paths nobody planned.',
    recommendation:
      'Give the intended root the lowest priority of the domain (and the backup root the next), then check that the tree converged.',
    config_suggestion: 'spanning-tree vlan <vlans> priority 4096',
  },
  (device, network) => {
    const protocolOf = (d: AssessedDevice) => d.record.data.stp?.protocol ?? 'rstp';
    const findings = [];
    for (const [key, instance] of Object.entries(device.record.data.stp?.instances ?? {})) {
      if (!instance.is_root) continue;
      const domain = stpDomains(network).get(`${key}|${instance.root_address.address.toLowerCase()}`);
      if (!domain || domain.members.length < 2) continue;
      const ranked = domain.members
        .map((m) => ({ ...m, ...configuredPriority(m.device, key, m.instance, protocolOf(m.device)) }))
        .sort(
          (a, b) =>
            a.priority - b.priority ||
            a.instance.bridge_address.address.localeCompare(b.instance.bridge_address.address),
        );
      const expected = ranked[0];
      const self = ranked.find((m) => m.device === device);
      if (!expected || !self || expected.device === device) continue;
      findings.push(
        finding(
          'medium',
          `${device.record.data.name} is root of instance ${key}, but the configured priorities make ${expected.device.record.data.name} the root (priority ${expected.priority} against ${self.priority})`,
          [
            stateEvidence(device, [
              `instance ${key}: root bridge ${instance.root_address.address}, ${domain.members.length} bridges in the domain`,
            ]),
            self.evidence,
            expected.evidence,
          ],
        ),
      );
    }
    return findings;
  },
);

export const LAYER2_CHECKS: readonly Check[] = [accessPortVlan1, trunkVlanUnknown, stpRootMisplaced];
