// biome-ignore-all lint/suspicious/noTemplateCurlyInString: TextFSM templates write their values as ${NAME}
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readSnapshotFolder } from '../node/index';
import { EXIT } from './io';
import { runCli } from './run';

const dir = mkdtempSync(join(tmpdir(), 'netparse-cli-'));
const file = (name: string, text: string) => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};

async function cli(...args: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await runCli(args, {
    stdout: (t) => {
      out += t;
    },
    stderr: (t) => {
      err += t;
    },
    readFile: (path) => readFileSync(path, 'utf8'),
    readFolder: readSnapshotFolder,
  });
  return { code, out, err };
}

const TEMPLATE = file(
  'ports.textfsm',
  'Value PORT (\\S+)\nValue STATE (up|down)\n\nStart\n  ^${PORT} is ${STATE} -> Record\n  ^\\S+ is broken -> Error "broken port"\n',
);

describe('netparse textfsm', () => {
  it('prints the records as JSON', async () => {
    const r = await cli('textfsm', TEMPLATE, file('ok.txt', 'Gi1 is up\r\nGi2 is down\r\n'));
    expect(r.code).toBe(EXIT.ok);
    expect(JSON.parse(r.out)).toEqual([
      { port: 'Gi1', state: 'up' },
      { port: 'Gi2', state: 'down' },
    ]);
    expect(r.err).toBe('');
  });

  it('names the template line of a template error', async () => {
    const bad = file('bad.textfsm', 'Value PORT (\\S+)\n\nStart\n  ^${PORT} -> Continue Start\n');
    const r = await cli('textfsm', bad, file('x.txt', 'x'));
    expect(r.code).toBe(EXIT.templateError);
    expect(r.err).toContain(`${bad}:4: template error: Action 'Continue' with new state Start`);
    expect(r.err).toContain('^${PORT} -> Continue Start');
    expect(r.out).toBe('');
  });

  it('names the input line that reached an Error rule', async () => {
    const input = file('err.txt', 'Gi1 is up\nGi2 is broken\n');
    const r = await cli('textfsm', TEMPLATE, input);
    expect(r.code).toBe(EXIT.inputError);
    expect(r.err).toBe(`netparse: ${input}:2: broken port (template line 6)\n  Gi2 is broken\n`);
  });

  it('says which file is missing', async () => {
    const missing = join(dir, 'nope.txt');
    const r = await cli('textfsm', TEMPLATE, missing);
    expect(r.code).toBe(EXIT.fileError);
    expect(r.err).toBe(`netparse: ${missing}: no such file\n`);
    expect((await cli('textfsm', dir, missing)).err).toBe(`netparse: ${dir}: is a folder\n`);
  });

  it('answers usage errors with the usage', async () => {
    expect((await cli('textfsm', TEMPLATE)).code).toBe(EXIT.usage);
    expect((await cli('textfsm', TEMPLATE, 'a', 'b')).err).toContain('usage: netparse textfsm TEMPLATE FILE');
    const unknown = await cli('frobnicate');
    expect(unknown.code).toBe(EXIT.usage);
    expect(unknown.err).toContain("unknown command 'frobnicate'");
    expect((await cli()).code).toBe(EXIT.usage);
    const help = await cli('--help');
    expect(help.code).toBe(EXIT.ok);
    expect(help.out).toContain('netparse textfsm TEMPLATE FILE');
  });
});

describe('netparse parse', () => {
  const folder = mkdtempSync(join(tmpdir(), 'netparse-cli-snapshot-'));
  mkdirSync(join(folder, 'net', 'configs'), { recursive: true });
  mkdirSync(join(folder, 'net', 'show', 'r1'), { recursive: true });
  writeFileSync(
    join(folder, 'net', 'configs', 'r1.cfg'),
    'hostname r1\n!\ninterface GigabitEthernet0/0\n ip address 10.0.0.1 255.255.255.252\n!\nend\n',
  );
  writeFileSync(
    join(folder, 'net', 'configs', 'r2.cfg'),
    'hostname r2\n!\ninterface GigabitEthernet0/1\n ip address 10.0.0.2 255.255.255.252\n!\nend\n',
  );
  writeFileSync(
    join(folder, 'net', 'show', 'r1', 'show_ip_interface_brief.txt'),
    'Interface              IP-Address      OK? Method Status                Protocol\nGigabitEthernet0/0     10.0.0.1        YES NVRAM  up                    up\n',
  );
  writeFileSync(
    join(folder, 'net', 'hosts.yaml'),
    'r1:\n  hostname: 192.0.2.1\n  platform: cisco_ios\n  data: {site: Lab}\n',
  );

  it('prints the devices, the file reports and the inferred links of a snapshot folder', async () => {
    const r = await cli('parse', folder);
    expect(r.code).toBe(EXIT.ok);
    const parsed = JSON.parse(r.out) as {
      devices: { hostname: string; managementIp?: string }[];
      files: { file: string; status: string }[];
      inference: { links: { kind: string; subnet?: string }[] };
    };
    expect(parsed.devices.map((d) => [d.hostname, d.managementIp])).toEqual([
      ['r1', '192.0.2.1'],
      ['r2', '10.0.0.2'],
    ]);
    expect(parsed.files.map((f) => `${f.file} ${f.status}`)).toEqual([
      'configs/r1.cfg parsed',
      'configs/r2.cfg parsed',
      'show/r1/show_ip_interface_brief.txt parsed',
    ]);
    expect(parsed.inference.links).toEqual([expect.objectContaining({ kind: 'l3', subnet: '10.0.0.0/30' })]);
  });

  it('prints a line per file and device with --summary, and refuses a missing folder', async () => {
    const r = await cli('parse', folder, '--summary');
    expect(r.out).toMatch(/parsed\s+cisco_ios\s+configs\/r1\.cfg/);
    expect(r.out).toMatch(/2 devices, 0 unknown neighbours, 1 links/);
    const missing = await cli('parse', join(folder, 'nope'));
    expect(missing.code).toBe(EXIT.fileError);
    expect((await cli('parse')).code).toBe(EXIT.usage);
  });
});
