import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeLiveNetworks } from '../src/db/network-store';
import { importCsv } from '../src/domains/ipam/service';
import { generateDataset } from '../src/seed/index';
import { sizeText } from '../src/uploads';
import { startTestApp, type TestApp } from './helpers';

type Data<T> = { data: T };
type ImportResult = { validate_only: boolean; total_rows: number; valid_rows: number };

const NETWORK = 1;
const BOUNDARY = '----lne-upload-boundary';

/**
 * A multipart body with one file whose bytes are made as the server reads them, counting what it pulled: a
 * server that refuses before reading leaves the file (nearly) unread.
 */
function countedUpload(
  fileBytes: number,
  line: (index: number) => string,
  options: { declareLength?: boolean; filename?: string; head?: string } = {},
) {
  const head = Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="upload_file"; filename="${options.filename ?? 'big.csv'}"\r\nContent-Type: application/octet-stream\r\n\r\n${options.head ?? ''}`,
  );
  const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  let made = 0;
  let index = 0;
  let pulled = 0;
  let sentTail = false;
  let ended = false;
  const stream = new Readable({
    highWaterMark: 16 * 1024,
    read() {
      if (pulled === 0) {
        pulled += head.length;
        this.push(head);
        return;
      }
      if (made < fileBytes) {
        const lines: string[] = [];
        let size = 0;
        while (size < 32 * 1024 && made + size < fileBytes) {
          const text = line(index);
          index += 1;
          lines.push(text);
          size += text.length;
        }
        const chunk = Buffer.from(lines.join(''));
        made += chunk.length;
        pulled += chunk.length;
        this.push(chunk);
        return;
      }
      if (!sentTail) {
        sentTail = true;
        pulled += tail.length;
        this.push(tail);
        return;
      }
      this.push(null);
    },
  });
  stream.on('end', () => {
    ended = true;
  });
  // The exact length is only known once made; declared as the file's size plus its framing.
  const declared = head.length + fileBytes + tail.length;
  return {
    payload: stream,
    headers: {
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      ...(options.declareLength === false ? {} : { 'content-length': String(declared) }),
    },
    pulled: () => pulled,
    ended: () => ended,
    rows: () => index,
  };
}

const prefixLine = (i: number) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}/32,,,,active\n`;
/** A row of 400 bytes: 16 MiB of them are fewer rows than the row limit. */
const longPrefixLine = (i: number) => `${prefixLine(i).trimEnd()},${'d'.repeat(380)}\n`;

describe('upload limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
    await storeLiveNetworks(t.app.ctx.db, generateDataset().networks);
  }, 180_000);
  afterAll(async () => {
    await t.app.close();
  });

  const prefixCount = async () => {
    const answer = await t.as('reader', {
      method: 'GET',
      url: `/api/ipam/prefixes?explorer_network_id=${NETWORK}`,
    });
    expect(answer.statusCode).toBe(200);
    return (answer.json() as Data<unknown[]>).data.length;
  };

  it("refuses the probe's 20 MB, 1.3 M-row CSV with validate_only as the user with 413 at once, answering others meanwhile", async () => {
    const before = await prefixCount();
    const file = countedUpload(20 * 1024 * 1024, prefixLine, {
      head: 'prefix,vrf_id,vlan_id,location_id,status\n',
    });
    const [answer, other] = await Promise.all([
      t.as('user', {
        method: 'POST',
        url: `/api/ipam/prefixes/import?explorer_network_id=${NETWORK}&validate_only=true`,
        headers: file.headers,
        payload: file.payload,
      }),
      t.as('reader', { method: 'GET', url: `/api/ipam/vrfs?explorer_network_id=${NETWORK}` }),
    ]);
    expect(answer.statusCode).toBe(413);
    expect(answer.json()).toEqual({
      detail: 'Request body too large: this call takes a file of at most 16 MiB.',
    });
    // The declared length is over the limit: not a megabyte of the file was read.
    expect(file.pulled()).toBeLessThan(1024 * 1024);
    expect(other.statusCode).toBe(200);
    expect(await prefixCount()).toBe(before);
  });

  it('stops reading an upload without a declared length at the limit', async () => {
    const file = countedUpload(20 * 1024 * 1024, longPrefixLine, {
      declareLength: false,
      head: 'prefix,vrf_id,vlan_id,location_id,status,description\n',
    });
    const answer = await t.as('user', {
      method: 'POST',
      url: `/api/ipam/prefixes/import?explorer_network_id=${NETWORK}&validate_only=true`,
      headers: file.headers,
      payload: file.payload,
    });
    expect(answer.statusCode).toBe(413);
    expect(answer.json()).toEqual({
      detail: 'Request body too large: this call takes a file of at most 16 MiB.',
    });
    expect(file.pulled()).toBeLessThan(17 * 1024 * 1024);
  });

  it.each([
    ['reader', `/api/ipam/prefixes/import?explorer_network_id=${NETWORK}`, 403],
    ['reader', `/api/ipam/ips/import?explorer_network_id=${NETWORK}`, 403],
    ['reader', `/api/ipam/vrfs/import?explorer_network_id=${NETWORK}`, 403],
    ['reader', `/api/ipam/vlans/import?explorer_network_id=${NETWORK}`, 403],
    ['reader', `/api/ipam/locations/import?explorer_network_id=${NETWORK}`, 403],
    ['reader', '/api/system/restore', 403],
    ['user', '/api/system/maintenance/upload_patch', 403],
    ['reader', `/api/explorer/devices/configs?device_id=x&explorer_network_id=${NETWORK}`, 403],
    ['reader', `/api/collectors/import?explorer_network_id=${NETWORK}`, 403],
    [undefined, '/api/system/restore', 401],
    [undefined, `/api/ipam/prefixes/import?explorer_network_id=${NETWORK}`, 401],
  ] as const)('answers %s on %s with %i before reading a byte of the upload', async (who, url, status) => {
    // 50 MB, declared in chunks so that only a read would pull them.
    const file = countedUpload(50 * 1024 * 1024, prefixLine, { declareLength: false });
    const answer = await t.as(who, { method: 'POST', url, headers: file.headers, payload: file.payload });
    expect(answer.statusCode).toBe(status);
    expect(typeof (answer.json() as { detail: unknown }).detail).toBe('string');
    // What the streams between the client and the server buffer, nothing of the file past that.
    expect(file.pulled()).toBeLessThan(256 * 1024);
  });
});

describe('upload limits per route', () => {
  let t: TestApp;
  const limit = 4 * 1024;
  beforeAll(async () => {
    t = await startTestApp({
      bodyLimits: {
        restore: limit,
        patch: limit,
        config: limit,
        ipamCsv: 64 * 1024,
        ipamRows: 2000,
        snapshotImport: limit,
      },
    });
    await storeLiveNetworks(t.app.ctx.db, generateDataset().networks);
  }, 180_000);
  afterAll(async () => {
    await t.app.close();
  });

  const tooLarge = (bytes: number) =>
    `Request body too large: this call takes a file of at most ${sizeText(bytes)}.`;

  it.each([
    ['/api/system/restore', 'backup.tar.gz', limit],
    ['/api/system/maintenance/upload_patch', 'patch-1.2.3.tgz', limit],
    [`/api/explorer/devices/configs?device_id=x&explorer_network_id=${NETWORK}`, 'x.cfg', limit],
    [`/api/collectors/import?explorer_network_id=${NETWORK}`, 'snapshot.tgz', limit],
    [`/api/ipam/vlans/import?explorer_network_id=${NETWORK}`, 'vlans.csv', 64 * 1024],
  ] as const)(
    'answers a file over the limit of %s with 413, read or declared',
    async (url, filename, max) => {
      for (const size of [max + 1024, max + 512 * 1024]) {
        const file = countedUpload(size, (i) => `line ${i} ${'x'.repeat(200)}\n`, { filename });
        const answer = await t.as('admin', {
          method: 'POST',
          url,
          headers: file.headers,
          payload: file.payload,
        });
        expect(answer.statusCode, `${size} bytes`).toBe(413);
        expect(answer.json()).toEqual({ detail: tooLarge(max) });
        expect(file.pulled()).toBeLessThan(max + 256 * 1024);
      }
    },
  );

  it('refuses a CSV with more rows than the limit with 413 as soon as the rows are read, and stores nothing', async () => {
    const file = countedUpload(50 * 1024, (i) => `VRF ${i},,\n`, {
      filename: 'vrfs.csv',
      head: 'name,rd,description\n',
    });
    const answer = await t.as('user', {
      method: 'POST',
      url: `/api/ipam/vrfs/import?explorer_network_id=${NETWORK}`,
      headers: file.headers,
      payload: file.payload,
    });
    expect(file.rows()).toBeGreaterThan(2000);
    expect(answer.statusCode).toBe(413);
    expect(answer.json()).toEqual({
      detail: 'Request body too large: an IPAM import takes at most 2000 rows below its header line.',
    });
    const vrfs = await t.as('reader', {
      method: 'GET',
      url: `/api/ipam/vrfs?explorer_network_id=${NETWORK}`,
    });
    expect((vrfs.json() as Data<{ name: string }[]>).data.some((vrf) => vrf.name.startsWith('VRF '))).toBe(
      false,
    );
  });

  it('imports a file at the row limit', async () => {
    const rows = Array.from({ length: 2000 }, (_, i) => `${(i % 4000) + 1},VLAN ${i},,active,\n`);
    const file = countedUpload(rows.join('').length, (i) => rows[i] ?? '', {
      filename: 'vlans.csv',
      head: 'vid,name,location_id,status,description\n',
    });
    const answer = await t.as('user', {
      method: 'POST',
      url: `/api/ipam/vlans/import?explorer_network_id=${NETWORK}`,
      headers: file.headers,
      payload: file.payload,
    });
    expect(answer.statusCode).toBe(200);
    expect((answer.json() as Data<ImportResult>).data).toMatchObject({ total_rows: 2000, valid_rows: 2000 });
  });

  it('answers a JSON body over the limit of its route with 413', async () => {
    const big = { username: 'admin', password: 'x'.repeat(70 * 1024) };
    const signIn = await t.as(undefined, {
      method: 'POST',
      url: '/api/system/auth/jwt/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(big).toString(),
    });
    expect(signIn.statusCode).toBe(413);
    expect(signIn.json()).toEqual({ detail: 'Request body too large' });
    const network = await t.as('admin', {
      method: 'POST',
      url: '/api/system/explorer_networks',
      payload: { name: 'x'.repeat(1024 * 1024 + 1) },
    });
    expect(network.statusCode).toBe(413);
    // A map layout of a large network is more than a megabyte, and taken.
    const positions = Object.fromEntries(
      Array.from({ length: 30_000 }, (_, i) => [`node-${i}`, { x: i * 1.5, y: i * 2.5 }]),
    );
    const layout = await t.as('admin', {
      method: 'POST',
      url: '/api/explorer/netmap_view/layout/create',
      payload: { explorer_network_id: NETWORK, positions },
    });
    expect(JSON.stringify({ positions }).length).toBeGreaterThan(1024 * 1024);
    expect(layout.statusCode).toBe(201);
  });
});

describe('IPAM imports check rows in slices', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
    await storeLiveNetworks(t.app.ctx.db, generateDataset().networks);
    const container = await t.as('admin', {
      method: 'POST',
      url: `/api/ipam/prefixes?explorer_network_id=${NETWORK}`,
      payload: { prefix: '10.0.0.0/8', status: 'container' },
    });
    expect(container.statusCode).toBe(201);
  }, 180_000);
  afterAll(async () => {
    await t.app.close();
  });

  const scope = { networkId: NETWORK, snapshotId: 1 };
  const ipRows = (count: number) => [
    ['address', 'status'],
    ...Array.from({ length: count }, (_, i) => [`10.1.${i >> 8}.${i & 255}`, 'active']),
  ];

  it('pauses every 500 rows, and finds a duplicate of an earlier row among 20,000', async () => {
    let pauses = 0;
    const records = ipRows(20_000);
    records.push(['10.1.0.7', 'active']);
    const result = await importCsv(t.app.ctx, scope, 'ips', records, true, {
      pause: async () => {
        pauses += 1;
      },
    });
    expect(pauses).toBe(40);
    expect(result.total_rows).toBe(20_001);
    expect(result.valid_rows).toBe(20_000);
    expect(result.rows[20_000]?.errors[0]?.message).toBe(
      'Value error, 10.1.0.7 is already documented in the global table (id 8)',
    );
  });

  it('lets the event loop turn, and another request be answered, while it checks the rows of an upload', async () => {
    const rows = ipRows(60_000).map((cells) => `${cells.join(',')}\n`);
    const file = countedUpload(rows.slice(1).join('').length, (i) => rows[i + 1] ?? '', {
      filename: 'ips.csv',
      head: rows[0],
    });
    let done = false;
    const importing = t
      .as('user', {
        method: 'POST',
        url: `/api/ipam/ips/import?explorer_network_id=${NETWORK}&validate_only=true`,
        headers: file.headers,
        payload: file.payload,
      })
      .finally(() => {
        done = true;
      });
    // Once the whole file is read, the server parses and checks: count the event loop's turns until it answers.
    await new Promise<void>((resolve) => file.payload.once('end', resolve));
    let turns = 0;
    const tick = () => {
      turns += 1;
      if (!done) setImmediate(tick);
    };
    setImmediate(tick);
    const other = await t.app.inject({ method: 'GET', url: '/api/version' });
    const answer = await importing;
    expect(other.statusCode).toBe(200);
    expect(answer.statusCode).toBe(200);
    expect((answer.json() as Data<ImportResult>).data).toMatchObject({
      total_rows: 60_000,
      valid_rows: 60_000,
    });
    // One turn at least per slice of 500 rows checked.
    expect(turns).toBeGreaterThanOrEqual(120);
  });
});
