import { interfaceKey } from '../model/interface-names';
import type { NormalizedDevice, NormalizedInterface } from '../model/types';
import { isMac, normalizeMac } from '../model/values';

/**
 * The name a neighbour announces, reduced to what identifies the device: lower case, without the NX-OS
 * `(serial)` suffix, without the domain. `SW1.example.com`, `sw1(FOX1234ABCD)` and `Sw1` give `sw1`.
 * An address or a MAC used as a name is kept whole.
 */
export function nameKey(raw: string): string {
  let name = raw.trim().toLowerCase();
  const serial = /^(.+?)\s*\([^()]*\)$/.exec(name);
  if (serial?.[1]) name = serial[1];
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(name) || name.includes(':') || isMac(name)) return name;
  const dot = name.indexOf('.');
  return dot > 0 ? name.slice(0, dot) : name;
}

/** Every address a device answers on: its management address and its interfaces' IPv4/IPv6 addresses. */
function deviceAddresses(device: NormalizedDevice): string[] {
  const out = new Set<string>();
  if (device.managementIp) out.add(device.managementIp);
  for (const iface of device.interfaces) {
    for (const address of iface.ipv4) out.add(address.address);
    for (const address of iface.ipv6) out.add(address.address.toLowerCase());
    for (const address of iface.ipv4WithoutPrefix ?? []) out.add(address);
    for (const address of iface.ipv6WithoutPrefix ?? []) out.add(address);
  }
  return [...out];
}

/** Every MAC that is the device itself: base MAC, interface MACs, the chassis ids its neighbours report. */
function deviceMacs(device: NormalizedDevice): string[] {
  const out = new Set<string>();
  if (device.system.baseMac) out.add(device.system.baseMac);
  for (const iface of device.interfaces) if (iface.mac) out.add(iface.mac);
  for (const item of device.stp?.instances ?? []) if (item.bridgeMac) out.add(item.bridgeMac);
  return [...out];
}

/** Resolves a neighbour to an imported device: by name, then management address, then chassis/base MAC. */
export class DeviceIndex {
  private readonly byName = new Map<string, NormalizedDevice[]>();
  private readonly interfacesOf = new Map<NormalizedDevice, Map<string, NormalizedInterface>>();
  /** Built on first use: most neighbours resolve by name, and a large network has a million addresses and MACs. */
  private addresses?: Map<string, NormalizedDevice>;
  private macs?: Map<string, NormalizedDevice>;
  private readonly interfaceByMac = new Map<NormalizedDevice, Map<string, NormalizedInterface>>();
  /** Name keys of the names asked about: neighbour tables repeat the same few thousand names. */
  private readonly keys = new Map<string, string>();

  constructor(readonly devices: readonly NormalizedDevice[]) {
    for (const device of devices) {
      const key = nameKey(device.hostname);
      const same = this.byName.get(key);
      if (same) same.push(device);
      else this.byName.set(key, [device]);
      const interfaces = new Map<string, NormalizedInterface>();
      for (const iface of device.interfaces) interfaces.set(interfaceKey(iface.name, device.platform), iface);
      this.interfacesOf.set(device, interfaces);
    }
  }

  private get byAddress(): Map<string, NormalizedDevice> {
    if (!this.addresses) {
      this.addresses = new Map();
      for (const device of this.devices)
        for (const address of deviceAddresses(device))
          if (!this.addresses.has(address)) this.addresses.set(address, device);
    }
    return this.addresses;
  }

  private get byMac(): Map<string, NormalizedDevice> {
    if (!this.macs) {
      this.macs = new Map();
      for (const device of this.devices)
        for (const mac of deviceMacs(device)) if (!this.macs.has(mac)) this.macs.set(mac, device);
    }
    return this.macs;
  }

  /** Whether a MAC (lower-case colon form) is one of an imported device's own. */
  isDeviceMac(mac: string): boolean {
    return this.byMac.has(mac);
  }

  /** Devices sharing a name key (more than one means two imported devices claim one hostname). */
  named(name: string): NormalizedDevice[] {
    let key = this.keys.get(name);
    if (key === undefined) {
      key = nameKey(name);
      if (this.keys.size >= 100_000) this.keys.clear();
      this.keys.set(name, key);
    }
    return this.byName.get(key) ?? [];
  }

  byAddressOf(address: string): NormalizedDevice | undefined {
    return this.byAddress.get(address.toLowerCase());
  }

  byMacOf(raw: string): NormalizedDevice | undefined {
    const mac = normalizeMac(raw);
    return mac ? this.byMac.get(mac) : undefined;
  }

  /** The device a neighbour entry names, trying the name, then each announced address, then the chassis id. */
  resolve(name: string | undefined, addresses: readonly string[], chassisId: string | undefined) {
    if (name) {
      const named = this.named(name);
      if (named.length === 1) return { device: named[0], by: 'name' as const };
    }
    for (const address of addresses) {
      const device = this.byAddressOf(address);
      if (device) return { device, by: 'address' as const };
    }
    if (chassisId) {
      const device = this.byMacOf(chassisId);
      if (device) return { device, by: 'mac' as const };
    }
    return undefined;
  }

  /** The interface of a device by any spelling of its name (`Gi1/0/1`, `GigabitEthernet1/0/1`). */
  interfaceOf(device: NormalizedDevice, name: string): NormalizedInterface | undefined {
    return this.interfacesOf.get(device)?.get(interfaceKey(name, device.platform));
  }

  /** The interface of a device by its `interfaceKey`. */
  interfaceByKey(device: NormalizedDevice, key: string): NormalizedInterface | undefined {
    return this.interfacesOf.get(device)?.get(key);
  }

  interfaceWithMac(device: NormalizedDevice, raw: string): NormalizedInterface | undefined {
    const mac = normalizeMac(raw);
    if (!mac) return undefined;
    let macs = this.interfaceByMac.get(device);
    if (!macs) {
      macs = new Map();
      for (const iface of device.interfaces)
        if (iface.mac && !macs.has(iface.mac)) macs.set(iface.mac, iface);
      this.interfaceByMac.set(device, macs);
    }
    return macs.get(mac);
  }
}
