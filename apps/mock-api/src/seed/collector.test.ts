import { describe, expect, it } from 'vitest';
import { collectorAccess, MAX_LOGIN_DEVICES } from './collector';
import { generateDataset } from './index';

const dataset = generateDataset();

describe('collectorAccess', () => {
  it.each(dataset.networks.map((bundle) => [bundle.network.name, bundle] as const))(
    '%s: a handful of login devices at known devices’ management addresses, each with a credential of its network',
    (_name, bundle) => {
      const access = collectorAccess(bundle);
      expect(access.devices.length).toBeGreaterThanOrEqual(3);
      expect(access.devices.length).toBeLessThanOrEqual(MAX_LOGIN_DEVICES);
      const known = new Map(
        bundle.live.devices.filter((d) => d.data.known).map((d) => [d.data.ip_address, d.data.name]),
      );
      for (const device of access.devices) {
        expect(known.get(device.ip_address)).toBe(device.name);
        expect(access.credentials.map((c) => c.key)).toContain(device.credential);
      }
      // One device per platform: the poller run covers each platform of the network once.
      expect(new Set(access.devices.map((d) => d.platform)).size).toBeGreaterThanOrEqual(3);
      for (const credential of access.credentials) {
        expect(credential.username).not.toBe('');
        expect(credential.password.length).toBeGreaterThanOrEqual(12);
        expect(access.devices.some((d) => d.credential === credential.key)).toBe(true);
      }
    },
  );

  it('logs into IOS and AOS-S devices with an enable secret, RouterOS without, all over SSH', () => {
    const it = dataset.networks.find((bundle) => bundle.network.name === 'IT Campus');
    if (!it) throw new Error('IT Campus');
    const access = collectorAccess(it);
    expect(access.devices.map((d) => d.platform).sort()).toEqual([
      'cisco_xe',
      'hp_procurve',
      'mikrotik_routeros',
    ]);
    for (const device of access.devices) {
      expect(device.port).toBe(22);
      expect(device.enable_password).toBe(
        device.platform === 'mikrotik_routeros' ? null : `En-${device.name}`,
      );
    }
  });

  it('is deterministic', () => {
    const again = generateDataset();
    expect(again.networks.map(collectorAccess)).toEqual(dataset.networks.map(collectorAccess));
  });
});
