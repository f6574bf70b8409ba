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
  /** Indexes across devices: dropped whenever a device changes. */
  private readonly memos = new Map<string, unknown>();
  /** Indexes of the hosts, VLANs and zones only: kept while devices change. */
  private readonly factMemos = new Map<string, unknown>();

  constructor(readonly facts: NetworkFacts) {}

  /** Adds or replaces a device; indexes built from the old one are dropped. */
  put(device: AssessedDevice): void {
    this.devices.set(device.record.unique_id, device);
    this.memos.clear();
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
          const list = by.get(host.data.seen_on_device);
          if (list) list.push(host);
          else by.set(host.data.seen_on_device, [host]);
        }
        return by;
      }).get(deviceId) ?? []
    );
  }

  /** A value computed once per state of the devices (an index across devices). */
  memo<T>(key: string, build: () => T): T {
    return cached(this.memos, key, build);
  }

  /** A value computed once from the hosts, VLANs and zones. */
  factMemo<T>(key: string, build: () => T): T {
    return cached(this.factMemos, key, build);
  }
}

/** How a device is read: its newest configuration version parsed (through the cache when one is given). */
export function assessedDevice(
  record: DeviceRecord,
  config: DeviceConfig | undefined,
  cache?: ParsedConfigCache,
): AssessedDevice {
  if (!config) return { record, config: null, noConfig: 'No configuration is stored for the device.' };
  const parsed = cache ? cache.parse(config) : parseConfig(config);
  if (parsed) return { record, config: parsed, noConfig: null };
  const platform = configPlatform(config) ?? config.platform;
  return {
    record,
    config: null,
    noConfig: `The configuration is in a dialect without a configuration model (${platform || 'unknown'}).`,
  };
}

function cached<T>(memos: Map<string, unknown>, key: string, build: () => T): T {
  if (memos.has(key)) return memos.get(key) as T;
  const value = build();
  memos.set(key, value);
  return value;
}
