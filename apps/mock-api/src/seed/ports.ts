import type { DevicePort, Duplex, PortSpeed } from '../model/documents';

/**
 * What the generator knows of a port beyond what the device reports: the rate its hardware runs at, and what
 * the device shows for it while nothing is plugged in. Kept beside the port objects (and carried over to their
 * copies in other network states), never in the documents.
 */
type PortNature = {
  speed: number;
  idle: { speed: PortSpeed; duplex: Duplex };
  /** The device reports its ports' rate and duplex (RouterOS prints neither in what is collected). */
  rates: boolean;
};

const natures = new WeakMap<DevicePort, PortNature>();

export function setPortNature(port: DevicePort, nature: PortNature): void {
  natures.set(port, nature);
}

/** The rate a port runs at once it has link: the one it reports, else its hardware's. */
export function nominalSpeed(port: DevicePort): number {
  return typeof port.speed === 'number' ? port.speed : (natures.get(port)?.speed ?? 1000);
}

/** What the device shows for the port without link (`auto` on IOS, nothing on AOS-S and RouterOS). */
export function idleLook(port: DevicePort): { speed: PortSpeed; duplex: Duplex } {
  return natures.get(port)?.idle ?? { speed: 'auto', duplex: 'auto' };
}

/** The port has link at `speed` Mbit/s: what the device then reports. */
export function linkUp(port: DevicePort, speed: number, duplex: Duplex = 'full'): void {
  const nature = natures.get(port);
  if (nature && !nature.rates) {
    port.speed = null;
    port.duplex = 'unknown';
    return;
  }
  port.speed = speed;
  port.duplex = duplex;
}

/** A copy of a port that keeps what the generator knows of it. */
export function clonePort(port: DevicePort): DevicePort {
  const copy = { ...port, tagged: [...port.tagged] };
  const nature = natures.get(port);
  if (nature) natures.set(copy, nature);
  return copy;
}
