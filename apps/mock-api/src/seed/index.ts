import type { DeviceConfig, GroupNode, Snapshot, UnixSeconds } from '../model/documents';
import type { GenContext } from './builder';
import { configFilename, randomSecret, renderConfig } from './configs';
import { stateAt } from './history';
import { buildIpam } from './ipam';
import type { Misconfig } from './misconfig';
import { type BuiltNetwork, buildItCampus } from './network-it';
import { buildTestLab } from './network-lab';
import { buildOtPlant } from './network-ot';
import { createRng } from './prng';
import { computeStp } from './stp';
import { seedTags } from './tags';
import type { Dataset, GenerateOptions, NetworkBundle } from './types';

export { type BaseGraph, edgeId, type GraphEdge, type GraphNode, toBaseGraph } from './graph';
export { MISCONFIGS, type Misconfig } from './misconfig';
export { ULID_PATTERN } from './prng';
export type * from './types';

const DAY = 86_400;
/** 2026-06-01T00:00:00Z: a fixed default, so output never depends on the clock. */
export const DEFAULT_NOW: UnixSeconds = 1_780_272_000;
/** Snapshot ages in days; changes in the history fall between them. */
const SNAPSHOT_AGES = [30, 14, 2];

function normaliseNow(now: number | undefined): UnixSeconds {
  if (now === undefined) return DEFAULT_NOW;
  return Math.floor(now > 1e11 ? now / 1000 : now);
}

function locationOf(groups: ReadonlyMap<string, GroupNode>, groupId: string): string {
  const names: string[] = [];
  let group = groups.get(groupId);
  while (group) {
    names.push(group.label);
    group = group.parent ? groups.get(group.parent) : undefined;
  }
  return names.join(', ');
}

/** Config versions: every configurable device has one; some have two or three, newer ones with changes. */
function addConfigs(ctx: GenContext, built: BuiltNetwork): void {
  const { builder, misconfigs } = built;
  const groups = new Map(builder.data.groups.map((g) => [g.id, g]));
  const locations = new Map(builder.data.groups.map((g) => [g.id, locationOf(groups, g.id)]));
  const services = { ntp: ['10.0.0.5', '10.0.0.6'], syslog: '10.0.0.50', snmpCommunity: 'n3tM0n-r0' };
  for (const device of builder.data.devices) {
    const model = builder.models.get(device.unique_id);
    if (!model || model.dialect === 'none') continue;
    const created = Math.floor(Date.parse(device.created) / 1000);
    const times = [Math.max(created + 3600, ctx.now - 60 * DAY)];
    const draw = ctx.rng.next();
    if (draw < 0.45 && ctx.now - 10 * DAY > created) times.push(ctx.now - 10 * DAY + ctx.rng.int(0, 3600));
    if (draw < 0.2 && times.length === 2) times.push(ctx.now - 36 * 3600 + ctx.rng.int(0, 3600));
    const secret = randomSecret(ctx.rng);
    const flags: ReadonlySet<Misconfig> = misconfigs.get(device.unique_id) ?? new Set();
    times.forEach((at, index) => {
      ctx.ids.config += 1;
      const config: DeviceConfig = {
        id: ctx.ids.config,
        device_id: device.unique_id,
        device_name: device.data.name,
        version: index + 1,
        created: at,
        filename: configFilename(device, model.dialect, index + 1),
        platform: model.dialect,
        text: renderConfig({
          device,
          dialect: model.dialect,
          misconfigs: flags,
          revision: index + 1,
          services,
          secret,
          createdIso: new Date(at * 1000).toISOString(),
          location: locations.get(device.group_id) ?? '',
        }),
      };
      builder.data.configs.push(config);
    });
  }
}

/**
 * Generates the whole demo dataset: explorer networks with live data, snapshots, configs and IPAM.
 * Pure and deterministic: the same options give the same output.
 */
export function generateDataset(options: GenerateOptions = {}): Dataset {
  const steps = datasetSteps(options);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/**
 * The same dataset as `generateDataset`, generated in steps of at most a second or two (one network's
 * devices, its configs, one snapshot state, its IPAM...) with the event loop free between them, so that a
 * server generating it in the background keeps answering.
 */
export async function generateDatasetAsync(options: GenerateOptions = {}): Promise<Dataset> {
  const steps = datasetSteps(options);
  for (;;) {
    await new Promise<void>((resolve) => setImmediate(resolve));
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/** The generation, one `yield` between steps that each take a bounded time. */
function* datasetSteps(options: GenerateOptions): Generator<void, Dataset> {
  const seed = options.seed ?? 1;
  const scale = Math.max(1, Math.floor(options.scale ?? 1));
  const now = normaliseNow(options.now);
  const tags = seedTags();
  const ctx: GenContext = {
    rng: createRng(seed),
    now,
    ids: { device: 0, vlan: 0, zone: 0, config: 0, group: 0 },
    macs: new Set(),
    tags,
  };
  const builders = [buildOtPlant, buildItCampus, buildTestLab];
  const networks: NetworkBundle[] = [];
  const snapshots: Snapshot[] = [];
  let snapshotId = 1;
  for (const [index, build] of builders.entries()) {
    const networkId = index + 1;
    // Each network draws from its own stream, so changing one network leaves the others as they were.
    const networkCtx: GenContext = { ...ctx, rng: createRng(seed).fork(`network-${networkId}`) };
    const built = build(networkCtx, networkId, scale);
    yield;
    addConfigs(networkCtx, built);
    yield;
    const full = built.builder.data;
    computeStp(full);
    yield;
    const live = stateAt(full, built.history, now, 'deep', true);
    const network = { id: networkId, name: built.name };
    snapshots.push({ id: 1, name: 'live', created: now, explorer_network_id: networkId });
    const history: NetworkBundle['snapshots'] = [];
    for (const age of SNAPSHOT_AGES) {
      yield;
      snapshotId += 1;
      const created = now - age * DAY;
      const snapshot: Snapshot = {
        id: snapshotId,
        name:
          age >= 7
            ? `weekly-${new Date(created * 1000).toISOString().slice(0, 10)}`
            : `before-change-${new Date(created * 1000).toISOString().slice(0, 10)}`,
        created,
        explorer_network_id: networkId,
      };
      snapshots.push(snapshot);
      history.push({ snapshot, data: stateAt(full, built.history, created, 'shared', true) });
    }
    yield;
    networks.push({
      network,
      live,
      snapshots: history,
      ipam: buildIpam(live, built.supernets, networkCtx.rng.fork('ipam')),
    });
    yield;
  }
  return {
    options: { seed, scale, now },
    explorer_networks: networks.map((n) => n.network),
    tags,
    snapshots,
    networks,
  };
}
