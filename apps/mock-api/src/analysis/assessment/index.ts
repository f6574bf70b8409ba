import type { DeviceConfig, DeviceRecord } from '../../model/documents';
import type { Check } from './check';
import { LAYER2_CHECKS } from './checks/layer2';
import { LINK_CHECKS } from './checks/links';
import { MANAGEMENT_CHECKS, MANAGEMENT_PLANE_CHECKS } from './checks/management';
import { OPERATIONAL_CHECKS_AFTER, OPERATIONAL_CHECKS_BEFORE } from './checks/operational';
import { DUPLICATE_IP, REFERENCE_CHECKS } from './checks/references';
import { AssessmentNetwork, assessedDevice, NO_CONFIG } from './network';
import type { ParsedConfigCache } from './platforms';
import type { CheckDescription, CheckOutcome, Finding, NetworkFacts, Severity } from './types';

/**
 * The assessment engine: checks over the parsed configuration model (`@lne/netparse`) and the operational
 * state of the network's documents, each finding with the lines that prove it, each check that does not apply
 * to a device saying why.
 */

export type { Check } from './check';
export { compareVersions, FIRMWARE_MINIMUMS, OT_VENDORS } from './checks/operational';
export { AssessmentNetwork, assessedDevice } from './network';
export type { HandedConfig } from './platforms';
export { configPlatform, handedConfig, ParsedConfigCache, parseConfig } from './platforms';
export type * from './types';

/** The 20 checks of the original registry (their types and texts unchanged), then the checks of the model. */
export const CHECKS: readonly Check[] = [
  ...MANAGEMENT_CHECKS,
  ...OPERATIONAL_CHECKS_BEFORE,
  DUPLICATE_IP,
  ...OPERATIONAL_CHECKS_AFTER,
  ...MANAGEMENT_PLANE_CHECKS,
  ...REFERENCE_CHECKS,
  ...LAYER2_CHECKS,
  ...LINK_CHECKS,
];

const SEVERITY_ORDER: readonly Severity[] = ['critical', 'high', 'medium', 'low', 'info'];
export const severityRank = (severity: Severity) => SEVERITY_ORDER.indexOf(severity);

export type DeviceResult = { device_id: string; device_name: string; results: Finding[] };
export type AssessmentResults = Record<string, DeviceResult[]>;

/** Devices a check does not apply to, for one reason. The list is cut at `NOT_APPLICABLE_LISTED` devices. */
export type NotApplicable = {
  reason: string;
  device_count: number;
  devices: { device_id: string; device_name: string }[];
};
export const NOT_APPLICABLE_LISTED = 50;

export type AssessmentOutcome = {
  results: AssessmentResults;
  not_applicable: Record<string, NotApplicable[]>;
};

export function describeChecks(checks: readonly Check[] = CHECKS): CheckDescription[] {
  return checks.map(({ evaluate: _evaluate, ...description }) => description);
}

export type NetworkInput = NetworkFacts & {
  devices: readonly DeviceRecord[];
  /** The newest configuration version of each device, by device id. */
  configs: ReadonlyMap<string, DeviceConfig>;
};

/** The network as the checks see it; configurations are parsed through the cache when one is given. */
export function buildNetwork(input: NetworkInput, cache?: ParsedConfigCache): AssessmentNetwork {
  const network = new AssessmentNetwork({ hosts: input.hosts, vlans: input.vlans, zones: input.zones });
  for (const record of input.devices)
    network.put(assessedDevice(record, input.configs.get(record.unique_id), cache));
  return network;
}

/** Every check on one device: its findings (critical first), or why the check does not apply. */
export function assessDevice(
  network: AssessmentNetwork,
  deviceId: string,
  checks: readonly Check[] = CHECKS,
): Map<string, CheckOutcome> {
  const device = network.get(deviceId);
  const out = new Map<string, CheckOutcome>();
  if (!device) return out;
  for (const check of checks) {
    const outcome = check.evaluate(device, network);
    out.set(
      check.type,
      Array.isArray(outcome)
        ? [...outcome].sort((a, b) => severityRank(a.severity) - severityRank(b.severity))
        : outcome,
    );
  }
  return out;
}

/**
 * After an edit of one device (a new configuration version, new state): the device is read again and its
 * checks evaluated; the rest of the network is not parsed again.
 */
export function reassessDevice(
  network: AssessmentNetwork,
  record: DeviceRecord,
  config: DeviceConfig | undefined,
  cache?: ParsedConfigCache,
  checks: readonly Check[] = CHECKS,
): Map<string, CheckOutcome> {
  network.put(assessedDevice(record, config, cache));
  return assessDevice(network, record.unique_id, checks);
}

/**
 * Every check on every device that was collected (`known`) or has a configuration stored (a device added by
 * hand with an uploaded configuration); discovered neighbours nobody logged into are not judged. Devices by name.
 */
export function assessNetwork(
  network: AssessmentNetwork,
  checks: readonly Check[] = CHECKS,
): AssessmentOutcome {
  const devices = [...network.devices.values()]
    .filter((d) => d.record.data.known || d.noConfig !== NO_CONFIG)
    .sort((a, b) => a.record.data.name.localeCompare(b.record.data.name));
  const results: AssessmentResults = {};
  const notApplicable: Record<string, NotApplicable[]> = {};
  for (const check of checks) {
    results[check.type] = [];
    notApplicable[check.type] = [];
  }
  for (const device of devices) {
    const ref = { device_id: device.record.unique_id, device_name: device.record.data.name };
    for (const [type, outcome] of assessDevice(network, device.record.unique_id, checks)) {
      if (Array.isArray(outcome)) {
        if (outcome.length > 0) results[type]?.push({ ...ref, results: outcome });
        continue;
      }
      const list = notApplicable[type] ?? [];
      let entry = list.find((e) => e.reason === outcome.notApplicable);
      if (!entry) {
        entry = { reason: outcome.notApplicable, device_count: 0, devices: [] };
        list.push(entry);
      }
      entry.device_count++;
      if (entry.devices.length < NOT_APPLICABLE_LISTED) entry.devices.push(ref);
      notApplicable[type] = list;
    }
  }
  return { results, not_applicable: notApplicable };
}
