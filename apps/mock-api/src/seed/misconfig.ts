/** Deliberate weaknesses that the generated configs contain, so that assessment checks have findings. */
export type Misconfig =
  | 'telnet'
  | 'no-password-encryption'
  | 'snmp-public'
  | 'no-ntp'
  | 'http-server'
  | 'default-password'
  | 'no-banner'
  | 'no-bpdu-guard'
  | 'weak-password'
  | 'no-aaa'
  | 'snmp-write'
  | 'undefined-acl'
  | 'unused-acl'
  | 'unused-ports-open';

export const MISCONFIGS: readonly Misconfig[] = [
  'telnet',
  'no-password-encryption',
  'snmp-public',
  'no-ntp',
  'http-server',
  'default-password',
  'no-banner',
  'no-bpdu-guard',
  'weak-password',
  'no-aaa',
  'snmp-write',
  'undefined-acl',
  'unused-acl',
  'unused-ports-open',
];

export type MisconfigMap = Map<string, Set<Misconfig>>;

export function addMisconfig(map: MisconfigMap, deviceId: string, ...items: Misconfig[]): void {
  const set = map.get(deviceId) ?? new Set<Misconfig>();
  for (const item of items) set.add(item);
  map.set(deviceId, set);
}

/**
 * Deliberate faults of one device's interfaces and settings that its running configuration holds and its
 * documents do not (what runs is in the documents: the speeds, duplex and trees the faults lead to).
 */
export type TextFaults = {
  /** Ports fixed to this speed (Mb/s) at full duplex: `speed` and `duplex full`, no negotiation. */
  fixedSpeed?: Record<string, number>;
  /** Ports with an `mtu` of their own (the platform default elsewhere). */
  mtu?: Record<string, number>;
  /** Ports that do not receive LLDP: the neighbour there is missing from the device's LLDP table. */
  lldpReceiveOff?: string[];
  /**
   * A bridge priority the configuration sets for these VLANs of a rapid-PVST bridge that its running tree does
   * not show (the running priorities are the documents').
   */
  stpPriority?: { vlans: number[]; priority: number };
};

export type TextFaultMap = Map<string, TextFaults>;

export function addTextFaults(map: TextFaultMap, deviceId: string, faults: TextFaults): void {
  const found = map.get(deviceId) ?? {};
  map.set(deviceId, {
    ...found,
    ...faults,
    fixedSpeed: { ...found.fixedSpeed, ...faults.fixedSpeed },
    mtu: { ...found.mtu, ...faults.mtu },
    lldpReceiveOff: [...(found.lldpReceiveOff ?? []), ...(faults.lldpReceiveOff ?? [])],
  });
}
