import { describe, expect, it } from 'vitest';
import { CommandBook } from './commands';
import { deviceCli } from './device';
import { DeviceSession, routerosLogin } from './session';
import type { LabDeviceSpec, LabFaults } from './types';

const CONFIG = [
  'hostname edge1',
  '!',
  ...Array.from({ length: 30 }, (_v, i) => `interface Gi0/${i}`),
  'end',
  '',
].join('\n');

function spec(platform: string, extra: Partial<LabDeviceSpec> = {}): LabDeviceSpec {
  return {
    name: 'dev1',
    platform,
    settings: {},
    config: platform === 'cisco_ios' || platform === 'arista_eos' ? CONFIG : 'config text\n',
    shows: [
      { command: 'show version', text: 'Version 1\n' },
      { command: 'show ip interface brief', text: 'Interface IP-Address\nGi0/0 10.0.0.1\n' },
      { command: 'show interfaces terse', text: 'ge-0/0/0 up up\n' },
      { command: 'ip address print', text: ' 0 10.0.0.1/24 ether1\n' },
    ],
    ...extra,
  };
}

/** A session on a fake terminal: what is typed, and everything printed so far. */
function open(
  platform: string,
  options: { faults?: LabFaults; extra?: Partial<LabDeviceSpec>; login?: string } = {},
) {
  let printed = '';
  let closed = false;
  const device = deviceCli(spec(platform, options.extra), options.faults ?? {});
  const session = new DeviceSession(
    device,
    {
      write: (text) => {
        printed += text;
      },
      close: () => {
        closed = true;
      },
    },
    { login: options.login ?? 'admin' },
  );
  const settle = () => new Promise((resolve) => setTimeout(resolve, 15));
  return {
    start: async () => {
      void session.start();
      await settle();
    },
    type: async (text: string) => {
      session.receive(text);
      await settle();
    },
    take: () => {
      const text = printed;
      printed = '';
      return text;
    },
    get closed() {
      return closed;
    },
  };
}

describe('the emulated CLI', () => {
  it('echoes what is typed and answers abbreviations with the command file', async () => {
    const s = open('cisco_ios');
    await s.start();
    expect(s.take()).toBe('edge1#');
    await s.type('sh ip int br\r');
    expect(s.take()).toBe('sh ip int br\r\nInterface IP-Address\r\nGi0/0 10.0.0.1\r\nedge1#');
  });

  it.each([
    ['cisco_ios', 'show foo', "% Invalid input detected at '^' marker."],
    ['cisco_nxos', 'show foo', "% Invalid command at '^' marker."],
    ['arista_eos', 'show foo', "% Invalid input (at token 1: 'foo')"],
    ['juniper_junos', 'show foo', 'syntax error, expecting <command>.'],
    ['hp_procurve', 'show foo', 'Invalid input: foo'],
    ['aruba_aoscx', 'show foo', 'Invalid input: foo'],
    ['mikrotik_routeros', '/foo print', 'bad command name foo (line 1 column 1)'],
    ['mikrotik_routeros', '/ip address print x', 'expected end of command (line 1 column 19)'],
  ])('%s answers an unknown command %j with its own error', async (platform, command, error) => {
    const s = open(platform);
    await s.start();
    // AOS-S waits for a key before its first prompt.
    if (platform === 'hp_procurve') await s.type('\r');
    s.take();
    await s.type(`${command}\r`);
    expect(s.take()).toContain(error);
  });

  it('puts the IOS caret under the word it could not read', async () => {
    const s = open('cisco_ios');
    await s.start();
    s.take();
    await s.type('show ip foo\r');
    expect(s.take().split('\r\n')[1]).toBe(`${' '.repeat('edge1#show ip '.length)}^`);
  });

  it('shows each platform prompt', async () => {
    const prompts: Record<string, string> = {
      cisco_ios: 'edge1#',
      juniper_junos: 'admin@dev1> ',
      aruba_aoscx: 'dev1#',
      mikrotik_routeros: '[admin@dev1] > ',
    };
    for (const [platform, prompt] of Object.entries(prompts)) {
      const s = open(platform, { login: platform === 'mikrotik_routeros' ? 'admin+ct511w4098h' : 'admin' });
      await s.start();
      expect(s.take().endsWith(prompt), platform).toBe(true);
    }
  });

  it('starts unprivileged with an enable password, and enable asks it without echo', async () => {
    const s = open('cisco_ios', { extra: { settings: { enablePassword: 's3cret' } } });
    await s.start();
    expect(s.take()).toBe('edge1>');
    await s.type('show running-config\r');
    expect(s.take()).toContain("% Invalid input detected at '^' marker.");
    await s.type('enable\r');
    expect(s.take()).toBe('enable\r\nPassword: ');
    await s.type('s3cret\r');
    expect(s.take()).toBe('\r\nedge1#');
  });

  it('pages every 23 lines until terminal length 0, and erases its prompt', async () => {
    const s = open('cisco_ios');
    await s.start();
    s.take();
    await s.type('show running-config\r');
    const first = s.take();
    expect(first.endsWith(' --More-- ')).toBe(true);
    // The echo, 23 lines, then the pager.
    expect(first.split('\r\n')).toHaveLength(25);
    await s.type(' ');
    const second = s.take();
    expect(second.startsWith('\b'.repeat(10))).toBe(true);
    expect(second.endsWith('end\r\nedge1#')).toBe(true);
    await s.type('terminal length 0\rshow running-config\r');
    const whole = s.take();
    expect(whole).not.toContain('--More--');
    expect(whole).toContain('interface Gi0/29\r\nend\r\nedge1#');
  });

  it('enters configuration mode and keeps nothing of it', async () => {
    const s = open('cisco_ios');
    await s.start();
    s.take();
    await s.type('conf t\rhostname other\rinterface Gi0/1\r');
    expect(s.take()).toContain('edge1(config-if)#');
    await s.type('end\rterminal length 0\rshow running-config | include hostname\r');
    expect(s.take()).toContain('hostname edge1\r\nedge1#');
  });

  it('refuses commands that would change the device', async () => {
    const s = open('cisco_ios');
    await s.start();
    s.take();
    await s.type('write memory\r');
    expect(s.take()).toContain('Command authorization failed.');
    const m = open('mikrotik_routeros');
    await m.start();
    m.take();
    await m.type('/system reboot\r');
    expect(m.take()).toContain('failure: not enough permissions (9)');
  });

  it('reads RouterOS login options after +', () => {
    expect(routerosLogin('admin+ct511w4098h')).toEqual({ user: 'admin', colours: false, height: 4098 });
    expect(routerosLogin('admin')).toEqual({ user: 'admin', colours: true });
  });

  it('waits for a key on AOS-S before its first prompt', async () => {
    const s = open('hp_procurve');
    await s.start();
    expect(s.take()).toContain('Press any key to continue');
    await s.type('\r');
    expect(s.take()).toContain('dev1#');
  });

  it('drops the line mid-output, never prompts, or adds syslog lines when asked', async () => {
    const drop = open('cisco_ios', { faults: { dropAfterLines: 3 } });
    await drop.start();
    await drop.type('terminal length 0\rshow running-config\r');
    expect(drop.closed).toBe(true);
    expect(drop.take()).not.toContain('end\r\n');
    const silent = open('cisco_ios', { faults: { noPrompt: true } });
    await silent.start();
    await silent.type('\r\r');
    expect(silent.take()).toBe('');
    const chatty = open('cisco_ios', { faults: { chattyEvery: 5 } });
    await chatty.start();
    await chatty.type('terminal length 0\rshow running-config\r');
    expect(chatty.take()).toMatch(
      /\r\n\*Mar {2}1 00:01:05\.005: %LINK-3-UPDOWN: Interface GigabitEthernet0\/5, changed state to up\r\n/,
    );
  });
});

describe('the command book', () => {
  const book = new CommandBook(
    ['show interfaces', 'show inventory', 'show ip interface brief', 'show ip interface', 'show version'].map(
      (command) => ({ command, words: command.split(' '), text: command, privileged: false }),
    ),
  );

  it('finds abbreviations word by word, an exact word winning', () => {
    expect(book.lookup(['sh', 'ver'])).toMatchObject({ kind: 'found', command: { command: 'show version' } });
    expect(book.lookup(['sh', 'ip', 'int'])).toMatchObject({
      kind: 'found',
      command: { command: 'show ip interface' },
    });
    expect(book.lookup(['sh', 'ip', 'int', 'b'])).toMatchObject({
      kind: 'found',
      command: { command: 'show ip interface brief' },
    });
  });

  it('tells ambiguous, incomplete and invalid lines apart', () => {
    expect(book.lookup(['sh', 'in'])).toEqual({ kind: 'ambiguous', word: 1 });
    expect(book.lookup(['show', 'ip'])).toEqual({ kind: 'incomplete' });
    expect(book.lookup(['show', 'foo'])).toEqual({ kind: 'invalid', word: 1 });
  });
});
