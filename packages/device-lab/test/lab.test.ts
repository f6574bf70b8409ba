import { mkdtemp, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import ssh2 from 'ssh2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Lab,
  type LabHost,
  labHostKeyFingerprint,
  loadLabFolder,
  nthAddress,
  startLab,
} from '../src/index';

const FOLDER = resolve(import.meta.dirname, 'fixtures/lab');

type Attempt = { ok: boolean; error?: string; banner: string; output?: string };

/** Logs in with ssh2 (password only, or keyboard-interactive only) and runs one `exec` command when given. */
function login(
  host: LabHost,
  options: { password?: string; keyboard?: boolean; exec?: string } = {},
): Promise<Attempt> {
  return new Promise((done) => {
    const client = new ssh2.Client();
    let banner = '';
    client.on('banner', (text: string) => {
      banner += text;
    });
    client.on('keyboard-interactive', (_n, _i, _l, prompts, finish) =>
      finish(prompts.map(() => options.password ?? host.password)),
    );
    client.on('error', (error) => done({ ok: false, error: error.message, banner }));
    client.on('ready', () => {
      if (!options.exec) {
        client.end();
        done({ ok: true, banner });
        return;
      }
      client.exec(options.exec, (error, stream) => {
        if (error) return done({ ok: false, error: error.message, banner });
        let output = '';
        stream.on('data', (d: Buffer) => {
          output += d.toString();
        });
        stream.on('close', () => {
          client.end();
          done({ ok: true, banner, output });
        });
      });
    });
    client.connect({
      host: host.address,
      port: host.port,
      username: host.username,
      ...(options.keyboard
        ? { tryKeyboard: true, authHandler: ['keyboard-interactive'] }
        : { password: options.password ?? host.password }),
      readyTimeout: 5000,
    });
  });
}

describe('the lab', () => {
  let keysDir: string;
  let lab: Lab;

  beforeAll(async () => {
    keysDir = await mkdtemp(join(tmpdir(), 'device-lab-keys-'));
    lab = await startLab({
      folder: FOLDER,
      port: 0,
      keysDir,
      hosts: { sw1: { banner: 'Authorised users only' } },
      faults: { nx1: { wrongPassword: true }, eos1: { noSsh: true }, hp1: { changedHostKey: true } },
    });
  });
  afterAll(async () => {
    await lab.close();
    await rm(keysDir, { recursive: true, force: true });
  });

  it('serves each host of the folder on the loopback address its inventory names', async () => {
    expect(lab.warnings).toEqual([]);
    expect(lab.hosts.map((h) => `${h.name} ${h.address}`)).toEqual([
      'r1 127.0.20.1',
      'sw1 127.0.20.2',
      'nx1 127.0.20.3',
      'eos1 127.0.20.4',
      'mx1 127.0.20.5',
      'hp1 127.0.20.6',
      'cx1 127.0.20.7',
      'mt1 127.0.20.8',
    ]);
    const folder = await loadLabFolder(FOLDER);
    expect(folder.devices.find((d) => d.name === 'r1')?.shows.map((s) => s.command)).toContain(
      'show cdp neighbors detail',
    );
  });

  it('accepts the lab login and shows the pre-login banner', async () => {
    const attempt = await login(lab.hosts[1] as LabHost);
    expect(attempt).toMatchObject({ ok: true });
    expect(attempt.banner).toContain('Authorised users only');
  });

  it('refuses a wrong password, and every password with the wrong-password fault', async () => {
    const r1 = lab.hosts[0] as LabHost;
    expect((await login(r1, { password: 'nope' })).ok).toBe(false);
    const nx1 = lab.hosts.find((h) => h.name === 'nx1') as LabHost;
    expect((await login(nx1)).ok).toBe(false);
  });

  it('offers only keyboard-interactive where the inventory says so', async () => {
    const mx1 = lab.hosts.find((h) => h.name === 'mx1') as LabHost;
    expect((await login(mx1)).ok).toBe(false);
    expect((await login(mx1, { keyboard: true })).ok).toBe(true);
  });

  it('answers an exec request with the command output', async () => {
    const r1 = lab.hosts[0] as LabHost;
    const attempt = await login(r1, { exec: 'show ip interface brief' });
    expect(attempt.output).toContain('Loopback0                  10.255.0.1');
  });

  it('does not listen for a host without SSH', async () => {
    const eos1 = lab.hosts.find((h) => h.name === 'eos1') as LabHost;
    expect(eos1.listening).toBe(false);
    const code = await new Promise<string>((done) => {
      const socket = connect({ host: eos1.address, port: eos1.port });
      socket.on('connect', () => {
        socket.destroy();
        done('connected');
      });
      socket.on('error', (error: NodeJS.ErrnoException) => done(error.code ?? 'error'));
    });
    expect(code).toBe('ECONNREFUSED');
  });

  it('keeps host keys from one run to the next, and serves a second key for the changed-key fault', async () => {
    const r1 = lab.hosts[0] as LabHost;
    expect(r1.hostKeyFingerprint).toBe(await labHostKeyFingerprint(keysDir, 'r1'));
    const again = await startLab({
      folder: FOLDER,
      port: 0,
      keysDir,
      only: ['r1', 'hp1'],
      bind: '127.0.21.1',
    });
    try {
      expect(again.hosts.find((h) => h.name === 'r1')?.hostKeyFingerprint).toBe(r1.hostKeyFingerprint);
      const hp1 = lab.hosts.find((h) => h.name === 'hp1');
      expect(hp1?.hostKeyFingerprint).not.toBe(again.hosts.find((h) => h.name === 'hp1')?.hostKeyFingerprint);
      expect(hp1?.hostKeyFingerprint).toBe(await labHostKeyFingerprint(keysDir, 'hp1', true));
    } finally {
      await again.close();
    }
  });

  it('serves every host from `bind` on with `rebind`, whatever addresses the inventory names', async () => {
    const moved = await startLab({
      folder: FOLDER,
      port: 0,
      keysDir,
      only: ['r1', 'sw1'],
      bind: '127.0.40.241',
      rebind: true,
    });
    try {
      expect(moved.hosts.map((h) => [h.name, h.address])).toEqual([
        ['r1', '127.0.40.241'],
        ['sw1', '127.0.40.242'],
      ]);
      expect((await login(moved.hosts[1] as LabHost)).ok).toBe(true);
    } finally {
      await moved.close();
    }
  });

  it('numbers addresses within 127/8, skipping .255 and .0', () => {
    expect(nthAddress('127.0.10.1', 0)).toBe('127.0.10.1');
    expect(nthAddress('127.0.10.254', 1)).toBe('127.0.11.1');
    expect(() => nthAddress('10.0.0.1', 0)).toThrow(/127\.0\.0\.0\/8/);
  });
});

describe('the command line', () => {
  it('prints the login devices to add', async () => {
    const { describeHosts } = await import('../src/cli');
    const table = describeHosts([
      {
        name: 'r1',
        platform: 'cisco_ios',
        address: '127.0.20.1',
        port: 2222,
        transport: 'ssh',
        username: 'admin',
        password: 'admin',
        enablePassword: 'lab-enable',
        hostKeyFingerprint: 'SHA256:abc',
        listening: true,
        faults: {},
      },
    ]).split('\n');
    expect(table[0]).toMatch(/^name\s+platform\s+address\s+via\s+login\s+enable\s+host key\s+faults$/);
    expect(table[1]).toMatch(
      /^r1\s+cisco_ios\s+127\.0\.20\.1:2222\s+ssh\s+admin\/admin\s+lab-enable\s+SHA256:abc$/,
    );
  });
});
