import { labHostKeyFingerprint } from '@lne/device-lab';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DeviceResult, type PollProgress, pollDevice, pollMany } from '../src/index';
import { hostNamed, openLab, targetOf } from './lab-helpers';

type OpenLab = Awaited<ReturnType<typeof openLab>>;

describe('fault modes: each device fails with its reason, and none stops the others', () => {
  let lab: OpenLab;
  let results: DeviceResult[];
  const progress: PollProgress[] = [];

  beforeAll(async () => {
    lab = await openLab({
      faults: {
        r1: { wrongPassword: true },
        sw1: { noPrompt: true },
        nx1: { dropAfterLines: 5 },
        eos1: { changedHostKey: true },
        mx1: { noSsh: true },
        hp1: { lineDelayMs: 1000 },
        cx1: { commandDelayMs: 5, lineDelayMs: 1 },
      },
    });
    const targets = lab.hosts.map((h) => targetOf(h));
    const eos1 = targets.find((t) => t.name === 'eos1');
    if (eos1) eos1.knownHostKey = await labHostKeyFingerprint(lab.keysDir, 'eos1');
    results = await pollMany(targets, {
      concurrency: 3,
      // Short enough to keep the suite fast, long enough for a healthy device on a busy machine.
      connectTimeoutMs: 2500,
      commandTimeoutMs: 1500,
      onProgress: (p) => progress.push(p),
    });
  });
  afterAll(async () => lab.stop());

  const of = (name: string) => {
    const result = results.find((r) => r.name === name);
    if (!result) throw new Error(`no result for ${name}`);
    return result;
  };

  it('wrong password: authentication failed', () => {
    expect(of('r1')).toMatchObject({ status: 'failed', reason: 'authentication failed' });
  });

  it('a device that never shows a prompt: no prompt', () => {
    expect(of('sw1')).toMatchObject({ status: 'failed', reason: 'no prompt' });
  });

  it('a connection dropped mid-output: connection lost', () => {
    expect(of('nx1')).toMatchObject({ status: 'failed', reason: 'connection lost' });
    expect(of('nx1').outputs.find((o) => o.kind === 'config')?.status).toBe('not run');
  });

  it('a changed host key: host key changed, with the new fingerprint handed back', async () => {
    const result = of('eos1');
    expect(result).toMatchObject({ status: 'failed', reason: 'host key changed' });
    expect(result.hostKeyFingerprint).toBe(hostNamed(lab, 'eos1').hostKeyFingerprint);
    expect(result.hostKeyFingerprint).not.toBe(await labHostKeyFingerprint(lab.keysDir, 'eos1'));
  });

  it('no SSH at all: connection refused', () => {
    expect(of('mx1')).toMatchObject({ status: 'failed', reason: 'connection refused' });
  });

  it('answers slower than the command timeout: timed out', () => {
    expect(of('hp1')).toMatchObject({ status: 'failed', reason: 'timed out' });
    expect(of('hp1').outputs.find((o) => o.kind === 'version')?.status).toBe('timed out');
  });

  it('slow but within the timeouts: collected', () => {
    expect(of('cx1').status).toBe('ok');
  });

  it('the healthy device beside them is collected in full', () => {
    expect(of('mt1').status).toBe('ok');
    expect(of('mt1').outputs.every((o) => o.status === 'ok' || o.status === 'rejected')).toBe(true);
  });

  it('reports progress: a start and an end per device, and the count of devices done', () => {
    expect(progress.filter((p) => p.type === 'start')).toHaveLength(lab.hosts.length);
    const ends = progress.filter((p) => p.type === 'done');
    expect(ends.map((p) => p.done)).toEqual(lab.hosts.map((_h, i) => i + 1));
    expect(Math.max(...progress.map((p) => p.running))).toBeLessThanOrEqual(3);
    expect(ends.at(-1)?.total).toBe(lab.hosts.length);
  });
});

describe('failures without a connection, and partial polls', () => {
  let lab: OpenLab;

  beforeAll(async () => {
    lab = await openLab({ faults: { r1: { dropAfterLines: 110 } }, only: ['r1', 'sw1'] });
  });
  afterAll(async () => lab.stop());

  it('an unknown platform is refused before connecting', async () => {
    const result = await pollDevice({ ...targetOf(hostNamed(lab, 'sw1')), platform: 'cisco_asa' });
    expect(result).toMatchObject({ status: 'failed', reason: 'unsupported platform' });
    expect(result.hostKeyFingerprint).toBeUndefined();
  });

  it('a connection lost after the version and the configuration keeps what it got: partial', async () => {
    const result = await pollDevice(targetOf(hostNamed(lab, 'r1')), { connectTimeoutMs: 3000 });
    expect(result).toMatchObject({ status: 'partial', reason: 'connection lost' });
    expect(result.outputs.find((o) => o.kind === 'config')?.status).toBe('ok');
    expect(result.outputs.some((o) => o.status === 'not run')).toBe(true);
  });
});

describe('cancellation', () => {
  let lab: OpenLab;

  beforeAll(async () => {
    const slow = { lineDelayMs: 30 };
    lab = await openLab({
      faults: Object.fromEntries(
        ['r1', 'sw1', 'nx1', 'eos1', 'mx1', 'hp1', 'cx1', 'mt1'].map((n) => [n, slow]),
      ),
    });
  });
  afterAll(async () => lab.stop());

  it('stops running polls and skips the rest', async () => {
    const controller = new AbortController();
    let started = 0;
    const results = await pollMany(
      lab.hosts.map((h) => targetOf(h)),
      {
        concurrency: 2,
        signal: controller.signal,
        onProgress: (p) => {
          if (p.type === 'start') started += 1;
          // Late enough that both running polls are past their login on a busy machine, long before a slow
          // device (30 ms a line) has printed everything.
          if (started === 2 && p.type === 'start') setTimeout(() => controller.abort(), 2500);
        },
      },
    );
    expect(results.every((r) => r.reason === 'cancelled')).toBe(true);
    expect(results.filter((r) => r.outputs.length === 0 && r.durationMs === 0)).toHaveLength(
      lab.hosts.length - 2,
    );
    expect(results.flatMap((r) => r.outputs).some((o) => o.status === 'not run')).toBe(true);
  });
});
