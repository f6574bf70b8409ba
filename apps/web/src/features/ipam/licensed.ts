/** The licence feature that unlocks IPAM (spec §1). */
const IPAM_FEATURE = 'ipam';

export type IpamLicenceState = 'loading' | 'licensed' | 'not-licensed';

/** Whether IPAM pages may show: only once the licence is known, and only when it lists `ipam`. */
export function ipamLicenceState(features: readonly string[] | undefined): IpamLicenceState {
  if (features === undefined) return 'loading';
  return features.includes(IPAM_FEATURE) ? 'licensed' : 'not-licensed';
}
