import type { DeviceConfig, NetworkData, Snapshot, UnixSeconds } from '../model/documents';
import type { GenContext } from './builder';
import { stateAt } from './history';
import { buildIpam } from './ipam';
import type { Misconfig } from './misconfig';
import { type BuiltNetwork, buildItCampus } from './network-it';
import { buildTestLab } from './network-lab';
import { buildOtPlant } from './network-ot';
import { createRng, type Rng } from './prng';
import { computeStp } from './stp';
import { seedTags } from './tags';
import { configPath, indexState, locationOf, renderConfig, textContext } from './texts/index';
import type { Collection, Dataset, DeviceTextInfo, GenerateOptions, NetworkBundle } from './types';

export { collectionFiles } from './collection';
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

export function randomSecret(rng: Rng): string {
  const chars = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789./';
  let text = '$9$';
  for (let i = 0; i < 14; i++) text += chars.charAt(rng.int(0, chars.length - 1));
  text += '$';
  for (let i = 0; i < 43; i++) text += chars.charAt(rng.int(0, chars.length - 1));
  return text;
}

/**
 * What each device's texts need beside its documents: its model, weaknesses, secret, redundancy groups, and
 * when its configuration changed (every device logged into has a first configuration; some are changed once
 * or twice later, newer revisions adding NTP, logging and ACL lines).
 */
function textInfo(ctx: GenContext, built: BuiltNetwork): Record<string, DeviceTextInfo> {
  const { builder, misconfigs } = built;
  const out: Record<string, DeviceTextInfo> = {};
  for (const device of builder.data.devices) {
    const model = builder.modelKeys.get(device.unique_id);
    if (!model) continue;
    const configChanges: UnixSeconds[] = [];
    if (device.data.known) {
      const created = Math.floor(Date.parse(device.created) / 1000);
      configChanges.push(Math.max(created + 3600, ctx.now - 60 * DAY));
      const draw = ctx.rng.next();
      if (draw < 0.45 && ctx.now - 10 * DAY > created)
        configChanges.push(ctx.now - 10 * DAY + ctx.rng.int(0, 3600));
      if (draw < 0.2 && configChanges.length === 2)
        configChanges.push(ctx.now - 36 * 3600 + ctx.rng.int(0, 3600));
    }
    const flags: ReadonlySet<Misconfig> = misconfigs.get(device.unique_id) ?? new Set();
    out[device.unique_id] = {
      model,
      misconfigs: [...flags],
      secret: device.data.known ? randomSecret(ctx.rng) : '',
      configChanges,
      fhrp: Object.fromEntries(builder.fhrp.get(device.unique_id) ?? []),
    };
  }
  return out;
}

/**
 * The configuration versions each collection finds, state by state (oldest first): a device's running
 * configuration is rendered as it was then, and a version is recorded (dated at the collection) whenever the
 * text differs from what the previous collection found, as a parser run records them.
 */
function addConfigs(
  ctx: GenContext,
  states: { at: UnixSeconds; data: NetworkData }[],
  texts: Readonly<Record<string, DeviceTextInfo>>,
): void {
  const versions = new Map<string, DeviceConfig[]>();
  for (const { at, data } of states) {
    const index = indexState(data, texts);
    for (const device of data.devices) {
      const info = texts[device.unique_id];
      if (!device.data.known || !info) continue;
      const c = textContext(device, info, index, at, locationOf(data.groups, device.group_id));
      const text = renderConfig(c);
      const list = versions.get(device.unique_id) ?? [];
      versions.set(device.unique_id, list);
      if (list[list.length - 1]?.text === text) continue;
      ctx.ids.config += 1;
      list.push({
        id: ctx.ids.config,
        device_id: device.unique_id,
        device_name: device.data.name,
        version: list.length + 1,
        created: at,
        filename: configPath(device, c.model.platform).replace(/^configs\//, ''),
        platform: c.model.platform,
        text,
      });
    }
    data.configs = data.devices.flatMap((device) => [...(versions.get(device.unique_id) ?? [])]);
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
    const texts = textInfo(networkCtx, built);
    const full = built.builder.data;
    computeStp(full);
    yield;
    const network = { id: networkId, name: built.name };
    const history: NetworkBundle['snapshots'] = [];
    const collections: Collection[] = [];
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
      history.push({ snapshot, data: stateAt(full, built.history, created, 'shared', true) });
      collections.push({ at: created, snapshotId: snapshot.id });
    }
    yield;
    const live = stateAt(full, built.history, now, 'deep', true);
    collections.push({ at: now, snapshotId: 1 });
    snapshots.push(
      { id: 1, name: 'live', created: now, explorer_network_id: networkId },
      ...history.map((h) => h.snapshot),
    );
    yield;
    addConfigs(
      networkCtx,
      [...history.map((h) => ({ at: h.snapshot.created, data: h.data })), { at: now, data: live }],
      texts,
    );
    yield;
    networks.push({
      network,
      live,
      snapshots: history,
      ipam: buildIpam(live, built.supernets, networkCtx.rng.fork('ipam')),
      collections,
      texts,
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
