import { PLATFORMS } from '@lne/netparse';
import { describe, expect, it } from 'vitest';
import { assertReadOnly, isReadOnlyCommand, ReadOnlyViolation } from './guard';
import { commandPlan, PROFILES } from './platforms';

describe('the read-only guard', () => {
  it.each(PLATFORMS)('passes every command %s is polled with', (platform) => {
    const plan = commandPlan(platform);
    expect(plan.length).toBeGreaterThan(5);
    for (const { command } of plan) expect(isReadOnlyCommand(command), command).toBe(true);
    for (const command of PROFILES[platform].pagerOff) expect(isReadOnlyCommand(command), command).toBe(true);
  });

  it.each([
    'configure terminal',
    'conf t',
    'configure',
    'write memory',
    'wr',
    'write erase',
    'copy running-config startup-config',
    'copy tftp: flash:',
    'reload',
    'reload in 5',
    'delete flash:vlan.dat',
    'erase startup-config',
    'set system host-name evil',
    'set interfaces ge-0/0/0 disable',
    'commit',
    'request system reboot',
    '/system reboot',
    '/system reset-configuration',
    '/ip address add address=10.0.0.1/24 interface=ether1',
    '/interface set ether1 disabled=yes',
    '/export file=backup',
    '/ip address print file=out',
    '/interface print where name=[/system reboot]',
    ':execute "/system reboot"',
    'clear counters',
    'clear ip bgp *',
    'debug all',
    'undebug all',
    'no shutdown',
    'no ip routing',
    'show running-config | redirect flash:run.txt',
    'show tech-support | tee flash:tech.txt',
    'show running-config | append flash:x',
    'show configuration | save /var/tmp/config.txt',
    'show running-config > bootflash:run.txt',
    'show version; reload',
    'show version\nreload',
    'show version\rreload',
    'show',
    '',
  ])('refuses %j', (command) => {
    expect(isReadOnlyCommand(command)).toBe(false);
    expect(() => assertReadOnly(command)).toThrow(ReadOnlyViolation);
  });

  it.each([
    'show version',
    'sh ip int br',
    'show running-config | include hostname',
    'show configuration | display set',
    'show interfaces terse | no-more',
    'terminal length 0',
    'term len 0',
    'terminal width 511',
    'no page',
    'set cli screen-length 0',
    'enable',
    'exit',
    '/ip route print detail without-paging',
    '/interface/print',
    '/export',
    '/export hide-sensitive',
    'display current-configuration',
  ])('allows %j', (command) => {
    expect(isReadOnlyCommand(command)).toBe(true);
  });
});
