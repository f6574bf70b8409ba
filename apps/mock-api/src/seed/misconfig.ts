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
  | 'unused-acl';

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
];

export type MisconfigMap = Map<string, Set<Misconfig>>;

export function addMisconfig(map: MisconfigMap, deviceId: string, ...items: Misconfig[]): void {
  const set = map.get(deviceId) ?? new Set<Misconfig>();
  for (const item of items) set.add(item);
  map.set(deviceId, set);
}
