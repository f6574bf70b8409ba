import type { DeviceConfig, DeviceRecord, HostRecord } from '../../model/documents';
import type { ParsedConfigCache } from './platforms';
import { configPlatform, parseConfig } from './platforms';
import type { AssessedDevice, NetworkFacts } from './types';

/**
 * The network as the checks see it: every device with its parsed configuration, the hosts, VLANs and zones,
 * and indexes that checks across devices share (built on first use, rebuilt after a device changes).
 */
export class AssessmentNetwork {
  readonly devices = new Map<string, AssessedDevice>();
  /** Indexes across devices: updated when a device changes (those that can be), else dropped and rebuilt. */
  private readonly memos = new Map<string, { value: unknown; replace?: Replace<unknown> }>();
  /** Indexes of the hosts, VLANs and zones only: kept while devices change. */
  private readonly factMemos = new Map<string, unknown>();

  constructor(readonly facts: NetworkFacts) {}

  /** Adds or replaces a device; the indexes follow (updated in place, or dropped to be built again). */
  put(device: AssessedDevice): void {
    const before = this.devices.get(device.record.unique_id);
    this.devices.set(device.record.unique_id, device);
    for (const [key, memo] of this.memos) {
      if (memo.replace) memo.replace(memo.value, before, device);
      else this.memos.delete(key);
    }
  }

  get(id: string): AssessedDevice | undefined {
    return this.devices.get(id);
  }

  /** The hosts seen on a device's ports. */
  hostsSeenOn(deviceId: string): readonly HostRecord[] {
    return (
      this.factMemo('hosts-by-device', () => {
        const by = new Map<string, HostRecord[]>();
        for (const host of this.facts.hosts) {
          const on = host.data.seen_on_device;
          if (on === null) continue;
          const list = by.get(on);
          if (list) list.push(host);
          else by.set(on, [host]);
        }
        return by;
      }).get(deviceId) ?? []
    );
  }

  /**
   * An index across devices, built on first use. With `replace`, a device's change updates it in place (a
   * re-assessment after one edit then costs that device, not the network); without, it is built again.
   */
  memo<T>(key: string, build: () => T, replace?: Replace<T>): T {
    const found = this.memos.get(key);
    if (found) return found.value as T;
    const value = build();
    this.memos.set(key, { value, replace: replace as Replace<unknown> | undefined });
    return value;
  }

  /** A value computed once from the hosts, VLANs and zones. */
  factMemo<T>(key: string, build: () => T): T {
    return cached(this.factMemos, key, build);
  }
}

export const NO_CONFIG = 'No configuration is stored for the device.';

/** How a device is read: its newest configuration version parsed (through the cache when one is given). */
export function assessedDevice(
  record: DeviceRecord,
  config: DeviceConfig | undefined,
  cache?: ParsedConfigCache,
): AssessedDevice {
  if (!config) return { record, config: null, noConfig: NO_CONFIG };
  const parsed = cache ? cache.parse(config) : parseConfig(config);
  if (parsed) return { record, config: parsed, noConfig: null };
  const platform = configPlatform(config) ?? config.platform;
  return {
    record,
    config: null,
    noConfig: `The configuration is in a dialect without a configuration model (${platform || 'unknown'}).`,
  };
}

/** Updates an index when a device is replaced (`before` undefined when it is new). */
export type Replace<T> = (index: T, before: AssessedDevice | undefined, after: AssessedDevice) => void;

function cached<T>(memos: Map<string, unknown>, key: string, build: () => T): T {
  if (memos.has(key)) return memos.get(key) as T;
  const value = build();
  memos.set(key, value);
  return value;
}
