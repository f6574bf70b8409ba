import type { Subject } from '@lne/permissions';
import { type Access, canRead, changePasswordPermission, type Permission } from '../../shared/context/access';

/** One entry of a menu or tab strip: a path under the base path, optionally with its own search. */
export type NavEntry = {
  label: string;
  to: string;
  search?: { view?: 'Devices' };
};

export type Section = {
  /** First path segment that identifies the section, e.g. `inventory`. */
  segment: string;
  label: string;
  tabs: readonly NavEntry[];
};

export const NETMAP_ENTRY: NavEntry = { label: 'Netmap', to: '/' };

/** Sections of the main and account menus with their sub-pages (spec §2); the tab strip lists `tabs`. */
const SECTIONS = {
  inventory: {
    segment: 'inventory',
    label: 'Inventory',
    tabs: [
      { label: 'Net Devices', to: '/inventory/network-devices', search: { view: 'Devices' as const } },
      { label: 'Hosts', to: '/inventory/hosts' },
    ],
  },
  segmentation: {
    segment: 'segmentation',
    label: 'Segmentation',
    tabs: [
      { label: 'VLANs', to: '/segmentation/vlans' },
      { label: 'Zones', to: '/segmentation/zones' },
    ],
  },
  history: {
    segment: 'history',
    label: 'History',
    tabs: [
      { label: 'Config Diffs', to: '/history/configdiffs' },
      { label: 'Snapshots', to: '/history/snapshots' },
    ],
  },
  analytics: {
    segment: 'analytics',
    label: 'Assessment',
    tabs: [
      { label: 'Assessment', to: '/analytics/assessment' },
      { label: 'Config & Operational Checks', to: '/analytics/configuration-check' },
      { label: 'Operational Checks', to: '/analytics/operational-check' },
      { label: 'Metrics', to: '/analytics/metrics' },
    ],
  },
  ipam: {
    segment: 'ipam',
    label: 'IPAM',
    tabs: [
      { label: 'Dashboard', to: '/ipam/ipam-dashboard' },
      { label: 'Prefixes', to: '/ipam/prefixes' },
      { label: 'IP Addresses', to: '/ipam/ipaddresses' },
      { label: 'Locations', to: '/ipam/locations' },
      { label: 'VLANs', to: '/ipam/vlans' },
      { label: 'VRFs', to: '/ipam/vrfs' },
      { label: 'Live Diff', to: '/ipam/diff' },
    ],
  },
  dataCollector: {
    segment: 'data-collector',
    label: 'Data Collector',
    tabs: [
      { label: 'Devices', to: '/data-collector/devices' },
      { label: 'Credentials', to: '/data-collector/credentials' },
      { label: 'Neighbors', to: '/data-collector/neighbors' },
    ],
  },
  systemSettings: {
    segment: 'system-settings',
    label: 'System Settings',
    tabs: [
      { label: 'License & Settings', to: '/system-settings/license-and-settings' },
      { label: 'Networks', to: '/system-settings/networks' },
      { label: 'Users', to: '/system-settings/users' },
      { label: 'Backup & Restore', to: '/system-settings/export-and-backup' },
      { label: 'Systemlog & Audit', to: '/system-settings/systemlog-and-audit' },
      { label: 'Customizations', to: '/system-settings/customizations' },
    ],
  },
} as const satisfies Record<string, Section>;

const ALL_SECTIONS: readonly Section[] = Object.values(SECTIONS);

/** The section whose sub-pages the tab strip shows for a path below the base path. */
export function sectionOfPath(pathname: string): Section | undefined {
  const segment = pathname.split('/').filter(Boolean)[0];
  return ALL_SECTIONS.find((section) => section.segment === segment);
}

/** Main-menu sections visible for this access (spec §2, §6). */
export function visibleMainSections(access: Access): Section[] {
  const sections: Section[] = [
    SECTIONS.inventory,
    SECTIONS.segmentation,
    SECTIONS.history,
    SECTIONS.analytics,
  ];
  if (access.features.includes('ipam')) sections.push(SECTIONS.ipam);
  return sections;
}

export type AccountMenu = {
  dataCollector: NavEntry[];
  systemSettings: NavEntry[];
  showApi: boolean;
  /** Refused to the demo account, with that reason. */
  changePassword: Permission;
  showUpgradePatch: boolean;
};

/**
 * Account-menu entries for this access. Visibility checks read permission on the resource (spec §6), in live
 * mode: a menu entry leads to a page, and the page itself decides what is editable in the current snapshot.
 */
export function accountMenu(access: Access): AccountMenu {
  const read = (subject: Subject) => canRead(access, subject);
  const settingsVisible = !access.demo && read('system_settings');
  const settings = SECTIONS.systemSettings.tabs.filter((entry) => {
    if (entry.to.endsWith('/users')) return read('users') && read('groups');
    if (entry.to.endsWith('/export-and-backup')) return read('backups');
    return true;
  });
  return {
    dataCollector: [...SECTIONS.dataCollector.tabs.slice(0, 2)],
    systemSettings: settingsVisible ? settings : [],
    showApi: settingsVisible,
    changePassword: changePasswordPermission(access),
    showUpgradePatch: !access.demo && read('patch_and_upload'),
  };
}
