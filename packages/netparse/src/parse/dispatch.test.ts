import { describe, expect, it } from 'vitest';
import { builtInCommands, findShowParser, parseFile, parserPlatform } from './dispatch';

describe('choosing the parser of a file', () => {
  it('accepts abbreviations and arguments the parser does not name', () => {
    expect(findShowParser('cisco_ios', 'sh ip int br')?.command).toBe('sh[[ow]] ip int[[erface]] br[[ief]]');
    expect(findShowParser('cisco_ios', 'show ip route vrf MGMT')?.command).toMatch(/^sh\[\[ow\]\] ip r/);
    expect(findShowParser('cisco_ios', 'show interfaces GigabitEthernet1/0/1')?.command).toBe(
      'sh[[ow]] int[[erfaces]]',
    );
    // The longest match wins: `status` is not an argument of `show interfaces`.
    expect(findShowParser('cisco_ios', 'show interfaces status')?.command).toMatch(/st\[\[atus\]\]$/);
    expect(findShowParser('cisco_ios', 'show frobnicate')).toBeUndefined();
  });

  it('reads platforms without parsers of their own as the closest dialect, and says so', () => {
    expect(parserPlatform('cisco_xr')).toEqual({ platform: 'cisco_ios', fallback: true });
    expect(parserPlatform('cisco_xe')).toEqual({ platform: 'cisco_ios', fallback: false });
    const parsed = parseFile(
      {
        path: 'show/r1/show version.txt',
        text: 'Cisco IOS XR Software, Version 7.3.2\nr1 uptime is 2 weeks\n',
      },
      { platform: 'cisco_xr' },
    );
    expect(parsed.report.parser).toMatch(/cisco_ios show version \(fallback\)/);
    expect(parsed.result.warnings.map((w) => w.code)).toContain('parser-fallback');
    expect(builtInCommands('cisco_xe')).toContain('show version');
  });

  it('answers unknown-format for text of no known platform, failed for binary bytes, and never throws', () => {
    expect(
      parseFile({ path: 'notes/readme.md', text: 'Hello, this is not a device output.\n' }).report.status,
    ).toBe('unknown-format');
    expect(parseFile({ path: 'configs/x.cfg', text: '\u0000\u0001\u0002\u0003PK' }).report.status).toBe(
      'failed',
    );
    const noParser = parseFile(
      { path: 'show/sw1/show clock.txt', text: '12:00:00 UTC Mon Jan 1 2026\n' },
      { platform: 'cisco_ios' },
    );
    expect(noParser.report).toMatchObject({ status: 'unknown-format', command: 'show clock' });
  });

  it('detects a configuration and its platform from content, and a show output from its echoed prompt', () => {
    const config = parseFile({
      path: 'backup/core1.txt',
      text: 'version 15.2\nhostname core1\n!\ninterface Loopback0\n ip address 10.0.0.1 255.255.255.255\n!\nend\n',
    });
    expect(config.report).toMatchObject({
      kind: 'config',
      platform: 'cisco_ios',
      status: 'parsed',
      device: 'core1',
    });
    const shown = parseFile(
      {
        path: 'capture.log',
        text: 'core1#show ip interface brief\nInterface   IP-Address  OK? Method Status  Protocol\nLoopback0   10.0.0.1    YES NVRAM  up      up\n',
      },
      { platform: 'cisco_ios' },
    );
    expect(shown.report).toMatchObject({
      kind: 'show',
      command: 'show ip interface brief',
      status: 'parsed',
    });
  });
});
