import type { StructureKind } from '@lne/netparse';
import { addressText } from '../../../model/address-text';
import { type Check, configCheck, everyFamily, operationalCheck } from '../check';
import { configEvidence, finding, stateEvidence } from '../evidence';
import type { AssessmentNetwork } from '../network';
import type { AssessedDevice, Evidence } from '../types';

/** References across the configuration and the network: addresses used twice, structures used or defined in vain. */

/** One holder of an IPv4 address in a routing table (VRF): an interface of a device, or a host. */
type AddressOwner = {
  key: string;
  address: string;
  deviceId: string | null;
  /** `sw-2 (Vlan10)`, `00:1b:54:c2:3a:01` */
  label: string;
  interface: string | null;
  /** Null for a host written by hand on no device: its label names it, no device's state shows it. */
  evidence: () => Evidence | null;
};

/** The addresses a device holds: its configured interfaces, else its stored IP configuration, and its management address. */
function ownersOf(device: AssessedDevice): AddressOwner[] {
  const data = device.record.data;
  const deviceId = device.record.unique_id;
  const owners: AddressOwner[] = [];
  const own = new Set<string>();
  const config = device.config;
  if (config) {
    const down = new Set(config.model.interfaces.filter((i) => i.adminUp === false).map((i) => i.name));
    for (const iface of config.model.interfaces) {
      // An address on an interface that is shut down answers nobody, nor one on a unit or sub-interface of a
      // port that is (Junos `disable` on `ge-0/0/0` takes `ge-0/0/0.0` down); a virtual (FHRP) address is shared.
      if (iface.adminUp === false || (iface.parent !== undefined && down.has(iface.parent))) continue;
      for (const entry of iface.ipv4) {
        if (entry.address === '0.0.0.0') continue;
        own.add(entry.address);
        owners.push({
          key: `${iface.vrf ?? 'default'}|${entry.address}`,
          address: entry.address,
          deviceId,
          label: `${data.name} (${iface.name})`,
          interface: iface.name,
          evidence: () => configEvidence(device, [entry.source ?? iface.fieldSources?.ipv4]),
        });
      }
    }
  } else {
    for (const ip of Object.values(data.ip_configs)) {
      if (ip.port_status === 'down') continue;
      for (const entry of ip.ip_interfaces) {
        own.add(entry.ipv4);
        owners.push({
          key: `${ip.vrf || 'default'}|${entry.ipv4}`,
          address: entry.ipv4,
          deviceId,
          label: `${data.name} (${ip.interface_name})`,
          interface: ip.interface_name,
          evidence: () =>
            stateEvidence(device, [
              `${ip.interface_name}: ${entry.ipv4}/${entry.prefix_length} (vrf ${ip.vrf})`,
            ]),
        });
      }
    }
  }
  if (data.ip_address && !own.has(data.ip_address)) {
    owners.push({
      key: `default|${data.ip_address}`,
      address: data.ip_address,
      deviceId,
      label: data.name,
      interface: null,
      evidence: () => stateEvidence(device, [`management address ${data.ip_address}`]),
    });
  }
  return owners;
}

type AddressIndex = { byKey: Map<string, AddressOwner[]>; byDevice: Map<string, AddressOwner[]> };

function addOwner(index: AddressIndex, owner: AddressOwner): void {
  const list = index.byKey.get(owner.key);
  if (list) list.push(owner);
  else index.byKey.set(owner.key, [owner]);
  if (owner.deviceId === null) return;
  const own = index.byDevice.get(owner.deviceId);
  if (own) own.push(owner);
  else index.byDevice.set(owner.deviceId, [owner]);
}

/** Every IPv4 address the network's devices and hosts hold, by VRF and address; kept current device by device. */
function addressOwners(network: AssessmentNetwork): AddressIndex {
  return network.memo(
    'address-owners',
    () => {
      const index: AddressIndex = { byKey: new Map(), byDevice: new Map() };
      for (const device of network.devices.values())
        for (const owner of ownersOf(device)) addOwner(index, owner);
      for (const host of network.facts.hosts) {
        for (const entry of host.data.addresses) {
          const address = addressText(entry);
          if (address === undefined) continue;
          addOwner(index, {
            key: `default|${address}`,
            address,
            deviceId: null,
            label: host.data.mac.address,
            interface: null,
            evidence: () => {
              const { seen_on_device: deviceId, seen_on_device_name: deviceName } = host.data;
              if (deviceId === null) return null;
              return {
                device_id: deviceId,
                device_name: deviceName ?? deviceId,
                config_id: null,
                file: null,
                lines: [
                  {
                    line: null,
                    text: `host ${host.data.mac.address} (${host.data.vendor || 'unknown vendor'}) ${address} on ${host.data.port_if_no || 'no port'}`,
                  },
                ],
                note: null,
              };
            },
          });
        }
      }
      return index;
    },
    (index, before, after) => {
      const id = after.record.unique_id;
      if (before) {
        for (const owner of index.byDevice.get(id) ?? []) {
          const rest = (index.byKey.get(owner.key) ?? []).filter((o) => o.deviceId !== id);
          if (rest.length > 0) index.byKey.set(owner.key, rest);
          else index.byKey.delete(owner.key);
        }
        index.byDevice.delete(id);
      }
      for (const owner of ownersOf(after)) addOwner(index, owner);
    },
  );
}

const duplicateIp = operationalCheck(
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
  (device, network) => {
    const { byKey, byDevice } = addressOwners(network);
    return (byDevice.get(device.record.unique_id) ?? []).flatMap((owner) => {
      const others = (byKey.get(owner.key) ?? []).filter((o) => o !== owner);
      if (others.length === 0) return [];
      return [
        finding(
          'high',
          `${owner.address} is also used by ${others.map((o) => o.label).join(', ')}`,
          [owner, ...others].flatMap((o) => o.evidence() ?? []),
          owner.interface,
        ),
      ];
    });
  },
);

const KIND_NAMES: Record<StructureKind, string> = {
  acl: 'ACL',
  'prefix-list': 'Prefix list',
  'route-map': 'Route map',
  'class-map': 'Class map',
  'policy-map': 'Policy map',
  'community-list': 'Community list',
  'as-path-list': 'AS-path list',
  'firewall-filter': 'Firewall filter',
  'policy-statement': 'Policy statement',
  other: 'Structure',
};

const undefinedReference = configCheck(
  {
    type: 'undefined_reference',
    title: 'Undefined references',
    subtitle: 'An ACL, prefix list, route map, class map or policy is used but not defined',
    tags: ['NetDevice', 'Reliability'],
    long_description:
      'A reference to a structure that does not exist is rarely what the author meant: an undefined ACL on a VTY line or an SNMP community permits everything, an undefined route map on a BGP session filters differently per platform and release.',
    recommendation: 'Define the structure under the name that is used, or remove the reference.',
    config_suggestion: null,
  },
  everyFamily(),
  (config, device) => {
    const facts = config.model.config;
    if (!facts) return [];
    const defined = new Set(facts.definitions.map((d) => `${d.kind}|${d.name}`));
    return facts.references
      .filter((r) => !defined.has(`${r.kind}|${r.name}`))
      .map((r) =>
        finding(
          r.kind === 'acl' || r.kind === 'firewall-filter' ? 'high' : 'medium',
          `${KIND_NAMES[r.kind]} '${r.name}' is used but not defined (${r.context})`,
          [configEvidence(device, [r.source])],
        ),
      );
  },
);

const ROUTEROS_CHAINS = new Set([
  'input',
  'forward',
  'output',
  'prerouting',
  'postrouting',
  'srcnat',
  'dstnat',
]);

const unusedStructure = configCheck(
  {
    type: 'unused_structure',
    title: 'Unused structures',
    subtitle: 'An ACL, prefix list, route map, class map or policy is defined but never used',
    tags: ['NetDevice'],
    long_description:
      'A structure nobody uses is often the remainder of a change that was meant to apply it: the filter someone believes is in place is not.',
    recommendation: 'Apply the structure where it was meant to be used, or remove it.',
    config_suggestion: null,
  },
  everyFamily(),
  (config, device) => {
    const facts = config.model.config;
    if (!facts) return [];
    const used = new Set(facts.references.map((r) => `${r.kind}|${r.name}`));
    return (
      facts.definitions
        .filter((d) => !used.has(`${d.kind}|${d.name}`))
        // RouterOS runs its built-in chains on every packet of their path: nothing needs to name them.
        .filter(
          (d) =>
            !(config.family === 'routeros' && d.kind === 'firewall-filter' && ROUTEROS_CHAINS.has(d.name)),
        )
        .map((d) =>
          finding('low', `${KIND_NAMES[d.kind]} '${d.name}' is defined but never used`, [
            configEvidence(device, [{ ref: d.source, head: true }]),
          ]),
        )
    );
  },
);

/** `duplicate_ip` sits among the operational checks of the original registry. */
export const DUPLICATE_IP: Check = duplicateIp;
export const REFERENCE_CHECKS: readonly Check[] = [undefinedReference, unusedStructure];
