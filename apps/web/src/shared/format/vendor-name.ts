/** Vendor names shown differently from plain capitalisation (spec §9). */
const VENDOR_NAMES: Readonly<Record<string, string>> = { cisco: 'Cisco', mikrotik: 'MikroTik', hp: 'HP' };

/** Spec §9: cisco as Cisco, mikrotik as MikroTik, hp as HP, others capitalised; '' when absent. */
export function vendorDisplayName(vendor: string | null | undefined): string {
  if (!vendor) return '';
  const known = VENDOR_NAMES[vendor.toLowerCase()];
  if (known) return known;
  return `${vendor.charAt(0).toUpperCase()}${vendor.slice(1)}`;
}
