import { describe, expect, it } from 'vitest';
import { platformFromBanner, platformFromPrompt, platformFromVersion } from './detect';
import { commandFileName, snapshotFiles } from './snapshot';
import { commandOutput, isRefusal, looksLikePrompt, plainText, readPrompt, withoutSyslog } from './terminal';
import type { DeviceResult } from './types';

describe('terminal text made plain', () => {
  it('removes each platform pager prompt together with the sequence that erases it', () => {
    const ios = `a\r\n --More-- ${'\b'.repeat(10)}${' '.repeat(10)}${'\b'.repeat(10)} b\r\n`;
    expect(plainText(ios)).toBe('a\n b\n');
    expect(plainText('a\r\n---(more 42%)---\r            \rb\r\n')).toBe('a\nb\n');
    expect(
      plainText('a\r\n-- MORE --, next page: Space, next line: Enter, quit: Control-C\r\x1b[2Kb\r\n'),
    ).toBe('a\nb\n');
    expect(plainText('a\r\n-- [Q quit|D dump|down]\r\x1b[Kb\r\n')).toBe('a\nb\n');
  });

  it('drops ANSI escapes and applies carriage returns and backspaces as a terminal would', () => {
    expect(plainText('[\x1b[m\x1b[32madmin@mt1\x1b[m] > ')).toBe('[admin@mt1] > ');
    expect(plainText('\x1b[2K\rhp1# ')).toBe('hp1# ');
    expect(plainText('abc\bd\r\n')).toBe('abd\n');
    expect(plainText('progress 10%\rprogress 99%\r\n')).toBe('progress 99%\n');
    expect(plainText('a\r\r\nb\x07\n')).toBe('a\nb\n');
  });
});

describe('prompts', () => {
  it.each([
    ['R1-CORE>', 'ios', 'R1-CORE', false],
    ['R1-CORE#', 'ios', 'R1-CORE', true],
    ['sw1(config-if)#', 'ios', 'sw1', true],
    ['HP Switch 2920#', 'ios', 'HP Switch 2920', true],
    ['admin@mx1> ', 'junos', 'mx1', true],
    ['[admin@mt1] > ', 'routeros', 'mt1', true],
  ] as const)('reads %j', (line, shape, hostname, privileged) => {
    expect(looksLikePrompt(line)).toBe(true);
    const prompt = readPrompt(line);
    expect(prompt).toMatchObject({ shape, hostname, privileged });
    expect(prompt.matcher.test(line)).toBe(true);
  });

  it('matches every mode of an IOS prompt, and no other device', () => {
    const prompt = readPrompt('R1-CORE>');
    for (const line of ['R1-CORE#', 'R1-CORE(config)#', 'R1-CORE(config-router)#']) {
      expect(prompt.matcher.test(line), line).toBe(true);
    }
    for (const line of ['R2#', 'R1-CORE#show version', 'Building configuration...']) {
      expect(prompt.matcher.test(line), line).toBe(false);
    }
    expect(readPrompt('[admin@mt1] >').matcher.test('[admin@mt1] /interface> ')).toBe(true);
  });

  it('does not take banner lines for prompts', () => {
    for (const line of [
      '####################',
      '',
      '  Authorised access only.',
      'Press any key to continue',
    ]) {
      expect(looksLikePrompt(line), line).toBe(false);
    }
  });
});

describe('command outputs', () => {
  const prompt = readPrompt('sw1#').matcher;

  it('strips the echoed command and the prompt, and keeps the rest verbatim', () => {
    const raw = 'show vlan brief\r\n\r\nVLAN Name   Status\r\n1    default active  \r\nsw1#';
    expect(commandOutput(raw, 'show vlan brief', prompt)).toBe(
      '\nVLAN Name   Status\n1    default active  \n',
    );
  });

  it('keeps the first line when the device did not echo', () => {
    expect(commandOutput('Cisco IOS Software\r\nsw1#', 'show version', prompt)).toBe('Cisco IOS Software\n');
  });

  it('is empty for a command that prints nothing', () => {
    expect(commandOutput('terminal length 0\r\nsw1#', 'terminal length 0', prompt)).toBe('');
  });

  it.each([
    "         ^\n% Invalid input detected at '^' marker.\n\n",
    '% LLDP is not enabled\n',
    "% Invalid input (at token 1: 'lldp')\n",
    'Invalid input: lldp\n',
    '                ^\nsyntax error, expecting <command>.\n',
    'bad command name routerboard (line 1 column 9)\n',
    'Command authorization failed.\n',
  ])('tells a refusal: %j', (text) => {
    expect(isRefusal(text)).toBe(true);
  });

  it('does not take real outputs for refusals', () => {
    expect(
      isRefusal('Interface  IP-Address  OK? Method Status  Protocol\nGi0/0  10.0.0.1  YES NVRAM up up\n'),
    ).toBe(false);
    expect(isRefusal('')).toBe(false);
    expect(isRefusal('% this line\n1\n2\n3\n4\n5\n6\n')).toBe(false);
  });

  it('takes syslog messages out, except from log commands', () => {
    const text =
      'line 1\n*Mar  1 00:01:04.004: %LINK-3-UPDOWN: Interface GigabitEthernet0/4, changed state to up\nline 2\n';
    expect(withoutSyslog(text, 'show running-config')).toEqual({
      text: 'line 1\nline 2\n',
      messages: ['*Mar  1 00:01:04.004: %LINK-3-UPDOWN: Interface GigabitEthernet0/4, changed state to up'],
    });
    expect(withoutSyslog(text, 'show logging').messages).toEqual([]);
    const eos =
      'Mar  1 00:01:08 eos1 Ebra: %LINEPROTO-5-UPDOWN: Line protocol on Interface Ethernet9, changed state to up';
    expect(withoutSyslog(`a\n${eos}\n`, 'show vlan').messages).toEqual([eos]);
  });
});

describe('platform detection', () => {
  it('by prompt shape', () => {
    expect(platformFromPrompt(readPrompt('[admin@mt1] > '))).toBe('mikrotik_routeros');
    expect(platformFromPrompt(readPrompt('netops@mx1> '))).toBe('juniper_junos');
    expect(platformFromPrompt(readPrompt('sw1#'))).toBeUndefined();
  });

  it('by banner', () => {
    expect(platformFromBanner('Cisco Nexus Operating System (NX-OS) Software')).toBe('cisco_nxos');
    expect(platformFromBanner('--- JUNOS 21.4R3.15 built 2024-01-15')).toBe('juniper_junos');
    expect(platformFromBanner('Press any key to continue')).toBe('hp_procurve');
    expect(platformFromBanner('Authorised access only.')).toBeUndefined();
  });

  it('by show version', () => {
    expect(platformFromVersion('Cisco IOS XE Software, Version 17.09.04a')).toBe('cisco_xe');
    expect(platformFromVersion('Arista DCS-7050SX3-48YC8\nSoftware image version: 4.30.4M')).toBe(
      'arista_eos',
    );
    expect(platformFromVersion('nothing to see')).toBeUndefined();
  });
});

describe('snapshot export', () => {
  const result: DeviceResult = {
    name: 'mt1',
    host: '192.0.2.18',
    port: 22,
    transport: 'ssh',
    status: 'ok',
    platform: 'mikrotik_routeros',
    outputs: [
      {
        command: '/export',
        kind: 'config',
        status: 'ok',
        text: '/system identity\nset name=mt1\n',
        durationMs: 1,
      },
      {
        command: '/system resource print',
        kind: 'version',
        status: 'ok',
        text: 'version: 6.49\n',
        durationMs: 1,
      },
      {
        command: '/ip arp print detail without-paging',
        kind: 'show',
        status: 'rejected',
        text: 'bad command name\n',
        durationMs: 1,
      },
    ],
    messages: [],
    notes: [],
    startedAt: '2024-03-04T09:12:41.000Z',
    durationMs: 5,
  };

  it('writes the configuration, the accepted outputs and an inventory in the import layout', () => {
    expect(snapshotFiles([result], { data: { mt1: { site: 'branch' } } })).toEqual([
      { path: 'configs/mt1.cfg', text: '/system identity\nset name=mt1\n' },
      { path: 'show/mt1/system resource print.txt', text: 'version: 6.49\n' },
      {
        path: 'hosts.yaml',
        text: '"mt1":\n  hostname: "192.0.2.18"\n  platform: "mikrotik_routeros"\n  data:\n    "site": "branch"\n',
      },
    ]);
  });

  it('keeps file names inside their folder', () => {
    expect(commandFileName('show interfaces Gi1/0/1')).toBe('show interfaces Gi1_0_1.txt');
    expect(snapshotFiles([{ ...result, name: '../../etc' }])[0]?.path).toBe('configs/.._.._etc.cfg');
  });
});
