// biome-ignore-all lint/suspicious/noTemplateCurlyInString: TextFSM templates write their values as ${NAME}
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
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
