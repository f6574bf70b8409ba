/**
 * Vendor keys shown differently from plain capitalisation: the three of spec §9 and the vendors whose names
 * are acronyms or carry inner capitals, so that the lower-case keys devices and OUI lists send read as the
 * vendors write themselves.
 */
const VENDOR_NAMES: Readonly<Record<string, string>> = {
  cisco: 'Cisco',
  mikrotik: 'MikroTik',
  hp: 'HP',
  hpe: 'HPE',
  abb: 'ABB',
  wago: 'WAGO',
  sel: 'SEL',
  'tp-link': 'TP-Link',
  'phoenix contact': 'Phoenix Contact',
};

/**
 * Spec §9: cisco as Cisco, mikrotik as MikroTik, hp as HP, other lower-case keys capitalised; a name that
 * already has capitals (ABB, Cisco Systems, iXsystems) is kept as it is written. '' when absent.
 */
export function vendorDisplayName(vendor: string | null | undefined): string {
  if (!vendor) return '';
  const known = VENDOR_NAMES[vendor.toLowerCase()];
  if (known) return known;
  if (vendor !== vendor.toLowerCase()) return vendor;
  return `${vendor.charAt(0).toUpperCase()}${vendor.slice(1)}`;
}
