import { describe, expect, it } from 'vitest';
import type { Access } from '../../shared/context/access';
import { accountMenu, sectionOfPath, visibleMainSections } from './menu';

const access = (overrides: Partial<Access>): Access => ({
  role: 'admin',
  mode: 'live',
  features: [],
  demo: false,
  demoAccount: false,
  ...overrides,
});

const labels = (entries: readonly { label: string }[]) => entries.map((entry) => entry.label);

describe('visibleMainSections', () => {
  it('shows IPAM only when the licence features include ipam', () => {
    expect(labels(visibleMainSections(access({})))).toEqual([
      'Inventory',
      'Segmentation',
      'History',
      'Assessment',
    ]);
    expect(labels(visibleMainSections(access({ features: ['ipam'] })))).toContain('IPAM');
  });
});

describe('accountMenu', () => {
  it('gives an admin every settings entry and Upgrade & Patch', () => {
    const menu = accountMenu(access({}));
    expect(labels(menu.systemSettings)).toEqual([
      'License & Settings',
      'Networks',
      'Users',
      'Backup & Restore',
      'Systemlog & Audit',
      'Customizations',
    ]);
    expect(menu.showUpgradePatch).toBe(true);
    expect(menu.showApi).toBe(true);
    expect(labels(menu.dataCollector)).toEqual(['Devices', 'Credentials']);
  });

  it('hides the settings area and Upgrade & Patch from users and readers', () => {
    for (const role of ['user', 'reader'] as const) {
      const menu = accountMenu(access({ role }));
      expect(menu.systemSettings).toEqual([]);
      expect(menu.showUpgradePatch).toBe(false);
    }
  });

  it('hides the settings area on the demo instance and disables Change Password for the demo account', () => {
    const menu = accountMenu(access({ demo: true, demoAccount: true }));
    expect(menu.systemSettings).toEqual([]);
    expect(menu.changePassword).toEqual({ allowed: false, reason: 'Not available in the demo' });
  });
});

describe('sectionOfPath', () => {
  it('finds the section of a sub-page', () => {
    expect(sectionOfPath('/inventory/hosts')?.label).toBe('Inventory');
    expect(sectionOfPath('/system-settings/users/groups/3')?.label).toBe('System Settings');
    expect(sectionOfPath('/')).toBeUndefined();
  });
});
