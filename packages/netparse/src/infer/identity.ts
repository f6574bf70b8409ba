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
export function deviceAddresses(device: NormalizedDevice): string[] {
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
export function deviceMacs(device: NormalizedDevice): string[] {
  const out = new Set<string>();
  if (device.system.baseMac) out.add(device.system.baseMac);
  for (const iface of device.interfaces) if (iface.mac) out.add(iface.mac);
  for (const item of device.stp?.instances ?? []) if (item.bridgeMac) out.add(item.bridgeMac);
  return [...out];
}

/** Resolves a neighbour to an imported device: by name, then management address, then chassis/base MAC. */
export class DeviceIndex {
  private readonly byName = new Map<string, NormalizedDevice[]>();
  private readonly byAddress = new Map<string, NormalizedDevice>();
  private readonly byMac = new Map<string, NormalizedDevice>();
  private readonly interfacesOf = new Map<NormalizedDevice, Map<string, NormalizedInterface>>();
  private readonly interfaceByMac = new Map<NormalizedDevice, Map<string, NormalizedInterface>>();

  constructor(readonly devices: readonly NormalizedDevice[]) {
    for (const device of devices) {
      const key = nameKey(device.hostname);
      const same = this.byName.get(key) ?? [];
      same.push(device);
      this.byName.set(key, same);
      for (const address of deviceAddresses(device))
        if (!this.byAddress.has(address)) this.byAddress.set(address, device);
      for (const mac of deviceMacs(device)) if (!this.byMac.has(mac)) this.byMac.set(mac, device);
      const interfaces = new Map<string, NormalizedInterface>();
      const macs = new Map<string, NormalizedInterface>();
      for (const iface of device.interfaces) {
        interfaces.set(interfaceKey(iface.name, device.platform), iface);
        if (iface.mac && !macs.has(iface.mac)) macs.set(iface.mac, iface);
      }
      this.interfacesOf.set(device, interfaces);
      this.interfaceByMac.set(device, macs);
    }
  }

  /** Devices sharing a name key (more than one means two imported devices claim one hostname). */
  named(name: string): NormalizedDevice[] {
    return this.byName.get(nameKey(name)) ?? [];
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

  interfaceWithMac(device: NormalizedDevice, raw: string): NormalizedInterface | undefined {
    const mac = normalizeMac(raw);
    return mac ? this.interfaceByMac.get(device)?.get(mac) : undefined;
  }
}
