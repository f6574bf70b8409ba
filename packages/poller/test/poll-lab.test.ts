import { readableKeyPair } from '@lne/device-lab';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DeviceResult, pollDevice, pollMany } from '../src/index';
import { hostFiles, hostNamed, labCommand, openLab, printed, targetOf } from './lab-helpers';

type OpenLab = Awaited<ReturnType<typeof openLab>>;

function outputFor(result: DeviceResult, command: string) {
  return result.outputs.find((o) => labCommand(o.command) === command);
}

describe('polling the lab: one device of each platform', () => {
  let lab: OpenLab;
  let given: DeviceResult[];
  let detected: DeviceResult[];

  beforeAll(async () => {
    lab = await openLab();
    given = await pollMany(
      lab.hosts.map((h) => targetOf(h)),
      { connectTimeoutMs: 5000, commandTimeoutMs: 5000 },
    );
    detected = await pollMany(
      lab.hosts.map((h) => targetOf(h, false)),
      { connectTimeoutMs: 5000, commandTimeoutMs: 5000 },
    );
  });
  afterAll(async () => lab.stop());

  it('serves the eight supported platforms', () => {
    expect(lab.hosts.map((h) => h.platform).sort()).toEqual([
      'arista_eos',
      'aruba_aoscx',
      'cisco_ios',
      'cisco_nxos',
      'cisco_xe',
      'hp_procurve',
      'juniper_junos',
      'mikrotik_routeros',
    ]);
  });

  it.each([
    ['given', () => given],
    ['detected', () => detected],
  ])('gets back exactly the texts of every file, platform %s', async (_label, results) => {
    for (const result of results()) {
      expect(result.status, `${result.name}: ${result.reason} ${result.detail}`).toBe('ok');
      const files = await hostFiles(result.name);
      const config = result.outputs.find((o) => o.kind === 'config');
      expect(config?.status, result.name).toBe('ok');
      expect(config?.text, result.name).toBe(printed(files.config ?? ''));
      for (const [command, text] of files.shows) {
        const output = outputFor(result, command);
        expect(output?.status, `${result.name} ${command}`).toBe('ok');
        expect(output?.text, `${result.name} ${command}`).toBe(printed(text));
      }
    }
  });

  it('detects each platform from the prompt, the banner or show version', () => {
    for (const result of detected) {
      expect(result.platform, result.name).toBe(hostNamed(lab, result.name).platform);
    }
    const sources = Object.fromEntries(detected.map((r) => [r.name, r.platformSource]));
    expect(sources).toEqual({
      r1: 'show version',
      sw1: 'show version',
      nx1: 'banner',
      eos1: 'show version',
      mx1: 'prompt',
      hp1: 'banner',
      cx1: 'show version',
      mt1: 'prompt',
    });
  });

  it('records commands the device refuses with its answer, and the device still succeeds', () => {
    const r1 = given.find((r) => r.name === 'r1');
    const lldp = r1 && outputFor(r1, 'show lldp neighbors');
    expect(lldp?.status).toBe('rejected');
    expect(lldp?.text).toContain("% Invalid input detected at '^' marker.");
    const mt1 = given.find((r) => r.name === 'mt1');
    expect(mt1 && outputFor(mt1, 'system routerboard print')?.text).toMatch(/^bad command name routerboard/);
    const mx1 = given.find((r) => r.name === 'mx1');
    expect(mx1 && outputFor(mx1, 'show arp')?.text).toContain('syntax error, expecting <command>.');
    for (const result of given) expect(result.outputs.some((o) => o.status === 'not run')).toBe(false);
  });

  it('enables IOS with the enable password and reads the hostname the prompt shows', () => {
    const r1 = given.find((r) => r.name === 'r1');
    expect(r1?.hostname).toBe('R1-CORE');
    expect(r1 && outputFor(r1, 'show running-config')?.status).toBe('ok');
    expect(r1?.notes.some((n) => n.includes('enable refused'))).toBe(false);
  });

  it('keeps the banners: IOS motd from the configuration, Junos and RouterOS login texts', () => {
    const banner = (name: string) => given.find((r) => r.name === name)?.banner ?? '';
    expect(banner('r1')).toContain('Authorised access only. Activity is logged.');
    expect(banner('mx1')).toContain('--- JUNOS 21.4R3.15');
    expect(banner('mt1')).toContain('MikroTik RouterOS 6.49.10');
  });

  it('answers the pager when the platform was not known before login (RouterOS without login options)', () => {
    const mt1 = detected.find((r) => r.name === 'mt1');
    expect(mt1?.notes.some((n) => /answered \d+ pager prompt/.test(n))).toBe(true);
  });

  it('hands back the host key each device showed', () => {
    for (const result of given) {
      expect(result.hostKeyFingerprint).toBe(hostNamed(lab, result.name).hostKeyFingerprint);
      expect(result.hostKeyFingerprint).toMatch(/^SHA256:[A-Za-z0-9+/]{43}$/);
    }
  });
});

describe('sessions that need more than a login', () => {
  let lab: OpenLab;
  const key = readableKeyPair({ passphrase: 'key-pass', cipher: 'aes256-ctr', rounds: 4 });

  beforeAll(async () => {
    lab = await openLab({
      hosts: {
        r1: { refusePagerOff: true, pageLength: 12, banner: 'UNAUTHORISED ACCESS PROHIBITED' },
        sw1: { transport: 'telnet', enablePassword: 'sw-enable' },
        hp1: { enablePassword: 'manager-secret' },
        eos1: { users: [{ username: 'netops', publicKey: key.public }] },
        nx1: { faults: { chattyEvery: 4 } },
      },
    });
  });
  afterAll(async () => lab.stop());

  it('answers --More-- with a space when the pager-off command is refused, and the texts stay exact', async () => {
    const result = await pollDevice(targetOf(hostNamed(lab, 'r1')), { connectTimeoutMs: 5000 });
    expect(result.status).toBe('ok');
    expect(result.notes.some((n) => n.startsWith('terminal length 0 refused'))).toBe(true);
    expect(result.notes.some((n) => /answered \d+ pager prompt/.test(n))).toBe(true);
    const files = await hostFiles('r1');
    expect(result.outputs.find((o) => o.kind === 'config')?.text).toBe(printed(files.config ?? ''));
    expect(result.banner).toContain('UNAUTHORISED ACCESS PROHIBITED');
  });

  it('logs in over telnet and enables with the password asked', async () => {
    const host = hostNamed(lab, 'sw1');
    expect(host.transport).toBe('telnet');
    const result = await pollDevice(targetOf(host), { connectTimeoutMs: 5000 });
    expect(result.status, result.detail).toBe('ok');
    const files = await hostFiles('sw1');
    expect(result.outputs.find((o) => o.kind === 'config')?.text).toBe(printed(files.config ?? ''));
  });

  it('refuses a wrong telnet password with its reason', async () => {
    const result = await pollDevice(
      { ...targetOf(hostNamed(lab, 'sw1')), password: 'wrong' },
      { connectTimeoutMs: 5000 },
    );
    expect(result.status).toBe('failed');
    expect(result.reason).toBe('authentication failed');
  });

  it('answers AOS-S enable with a user name and the password', async () => {
    const result = await pollDevice(targetOf(hostNamed(lab, 'hp1')), { connectTimeoutMs: 5000 });
    expect(result.status).toBe('ok');
    expect(result.outputs.find((o) => o.kind === 'config')?.status).toBe('ok');
  });

  it('stays unprivileged when the enable password is wrong, and still collects the version', async () => {
    const result = await pollDevice(
      { ...targetOf(hostNamed(lab, 'hp1')), enablePassword: 'not-it' },
      { connectTimeoutMs: 5000 },
    );
    expect(result.notes.some((n) => n.startsWith('enable refused'))).toBe(true);
    expect(result.outputs.find((o) => o.kind === 'config')?.status).toBe('rejected');
    expect(result.outputs.find((o) => o.kind === 'version')?.status).toBe('ok');
    expect(result.status).toBe('ok');
  });

  it('logs in with a private key and its passphrase', async () => {
    const host = hostNamed(lab, 'eos1');
    const result = await pollDevice(
      {
        name: 'eos1',
        host: host.address,
        port: host.port,
        platform: host.platform,
        username: 'netops',
        privateKey: key.private,
        passphrase: 'key-pass',
      },
      { connectTimeoutMs: 5000 },
    );
    expect(result.status, result.detail).toBe('ok');
  });

  it('takes syslog messages out of the outputs of a chatty device', async () => {
    const result = await pollDevice(targetOf(hostNamed(lab, 'nx1')), { connectTimeoutMs: 5000 });
    expect(result.status).toBe('ok');
    expect(result.messages.length).toBeGreaterThan(0);
    expect(result.messages[0]).toMatch(/%ETHPORT-5-IF_UP: Interface Ethernet/);
    const files = await hostFiles('nx1');
    expect(result.outputs.find((o) => o.kind === 'config')?.text).toBe(printed(files.config ?? ''));
  });
});
