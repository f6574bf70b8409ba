/** The instance number of the CIST (MSTP's instance 0, which also carries RSTP/STP's single tree). */
export const CIST_INSTANCE = '0';

type Instances = Readonly<Record<string, { mapped_vlans?: readonly number[] | undefined }>>;

/** Whether an instance's VLANs follow from the device's VLANs (MSTP's instance 0) rather than its mapping. */
export function isMstpCist(protocol: string | null | undefined, instanceId: string): boolean {
  return protocol?.toLowerCase() === 'mstp' && instanceId === CIST_INSTANCE;
}

/**
 * The VLANs an STP instance carries on a device, ascending. In MSTP every VLAN that is not mapped to an MSTI
 * belongs to instance 0 (the CIST), so the CIST's VLANs are the device's VLANs less those of its other
 * instances (plus any the device lists for instance 0 itself); any other instance carries its mapped VLANs.
 */
export function instanceVlans(
  protocol: string | null | undefined,
  instanceId: string,
  instances: Instances,
  deviceVlanIds: readonly number[],
): number[] {
  const own = instances[instanceId]?.mapped_vlans ?? [];
  if (!isMstpCist(protocol, instanceId)) return [...new Set(own)].sort((a, b) => a - b);
  const elsewhere = new Set(
    Object.entries(instances)
      .filter(([id]) => id !== instanceId)
      .flatMap(([, instance]) => instance.mapped_vlans ?? []),
  );
  const cist = new Set([...deviceVlanIds.filter((id) => !elsewhere.has(id)), ...own]);
  return [...cist].sort((a, b) => a - b);
}
