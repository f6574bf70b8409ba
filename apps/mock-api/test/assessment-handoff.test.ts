import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LIVE_SNAPSHOT_ID } from '@lne/permissions';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { configurationsParsed, evaluateScope } from '../src/domains/assessment/service';
import { latestConfigTexts } from '../src/domains/device-configs/service';

describe('the assessment after a first start', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'lne-api-handoff-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('takes the configurations the first start parsed: its first run parses none again', async () => {
    const app = await buildApp({ dataDir, seedInBackground: true });
    try {
      await app.ready();
      await app.datasetReady;
      for (const networkId of [1, 2, 3]) {
        const scope = { networkId, snapshotId: LIVE_SNAPSHOT_ID };
        expect((await latestConfigTexts(app.ctx, scope)).size).toBeGreaterThan(0);
        const outcome = await evaluateScope(app.ctx, scope);
        const findings = Object.values(outcome.results).reduce((n, rows) => n + rows.length, 0);
        expect(findings, `network ${networkId}`).toBeGreaterThan(0);
      }
      expect(configurationsParsed()).toBe(0);
    } finally {
      await app.close();
    }
  }, 240_000);
});
