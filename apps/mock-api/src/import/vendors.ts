/**
 * Vendors as the documents name them: the lower-case key the real backend answers (`cisco`, `mikrotik`,
 * `siemens`, `hp`…, BACKEND-FACTS), from what a device reports (its platform, model, software) or from the
 * IEEE registry's organisation name of a MAC (`Cisco Systems, Inc` → `cisco`, `Siemens AG` → `siemens`).
 */

/** Organisation names whose key is not their first word, by their lower-case start. */
const NAMED: readonly [string, string][] = [
  ['routerboard', 'mikrotik'],
  ['mikrotikls', 'mikrotik'],
  ['hewlett packard enterprise', 'hpe'],
  ['hewlett packard', 'hp'],
  ['hewlett-packard', 'hp'],
  ['aruba, a hewlett packard', 'aruba'],
  ['phoenix contact', 'phoenix contact'],
  ['apc by schneider', 'schneider'],
  ['telemecanique', 'schneider'],
  ['lcfc', 'lenovo'],
  ['motorola mobility llc, a lenovo', 'lenovo'],
  ['rockwell automation', 'rockwell'],
  ['hirschmann', 'hirschmann'],
  ['intel corporate', 'intel'],
];

/** Words that say nothing of who a vendor is. */
const FILLER = /^(?:the)$/;

/**
 * The key of a vendor name: `Cisco Systems, Inc` → `cisco`, `YEALINK(XIAMEN) NETWORK TECHNOLOGY CO.,LTD.` →
 * `yealink`, `Routerboard.com` → `mikrotik`. Empty for an empty name.
 */
export function vendorKey(name: string | undefined): string {
  const text = (name ?? '').trim().toLowerCase();
  if (text === '') return '';
  for (const [start, key] of NAMED) if (text.startsWith(start)) return key;
  const words = text
    .replace(/\([^)]*\)/g, ' ')
    .split(/[\s,]+/)
    .map((w) => w.replace(/[^a-z0-9&+-]/g, ''))
    .filter((w) => w !== '' && !FILLER.test(w));
  return words[0] ?? '';
}

/** Models whose maker is not the maker of the software they run (Rockwell's Stratix switches run Cisco IOS). */
const VENDOR_OF_MODEL: readonly [RegExp, string][] = [[/^1783-|\bstratix\b/i, 'rockwell']];

/** The vendor of a platform's devices when the device reports none. */
const VENDOR_OF_PLATFORM: Record<string, string> = {
  cisco_ios: 'cisco',
  cisco_xe: 'cisco',
  cisco_nxos: 'cisco',
  cisco_xr: 'cisco',
  cisco_asa: 'cisco',
  arista_eos: 'arista',
  juniper_junos: 'juniper',
  hp_procurve: 'aruba',
  aruba_aoscx: 'aruba',
  mikrotik_routeros: 'mikrotik',
};

/** The vendor key of a device logged into: by its model, else what it reports, else its platform's. */
export function deviceVendor(
  platform: string,
  reported: string | undefined,
  model: string | undefined,
): string {
  for (const [pattern, vendor] of VENDOR_OF_MODEL) if (model && pattern.test(model)) return vendor;
  return vendorKey(reported) || VENDOR_OF_PLATFORM[platform] || 'unknown';
}

/** How the product names a platform's software beside its version: `IOS-XE 17.9.4a`, `RouterOS 7.14.3`. */
const SOFTWARE_FAMILY: Record<string, string> = {
  cisco_ios: 'IOS',
  cisco_xe: 'IOS-XE',
  cisco_nxos: 'NX-OS',
  cisco_xr: 'IOS-XR',
  arista_eos: 'EOS',
  juniper_junos: 'Junos',
  hp_procurve: 'ArubaOS-Switch',
  aruba_aoscx: 'AOS-CX',
  mikrotik_routeros: 'RouterOS',
};

/** The software of a device: its family and version (`IOS-XE 17.9.4a`), or the version alone. */
export function softwareText(platform: string, version: string | undefined): string {
  if (!version) return '';
  const family = SOFTWARE_FAMILY[platform];
  return family && !version.startsWith(family) ? `${family} ${version}` : version;
}
