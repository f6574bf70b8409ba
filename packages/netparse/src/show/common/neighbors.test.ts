import { describe, expect, it } from 'vitest';
import { remotePort } from './neighbors';

describe('remotePort', () => {
  it.each([
    ['3c e1 a1 22 18 f0', undefined, '3c:e1:a1:22:18:f0', 'mac'],
    ['0050.5686.1a2b', 'MAC address (3)', '00:50:56:86:1a:2b', 'mac'],
    ['3ce1a1-2218f0', 'mac-address', '3c:e1:a1:22:18:f0', 'mac'],
    ['Ethernet1', 'Interface name (5)', 'Ethernet1', 'name'],
    ['1/1/1', undefined, '1/1/1', 'name'],
    ['527', 'Locally assigned (7)', '527', 'local'],
    ['106', undefined, '106', 'local'],
    ['mgt0', 'interface-name', 'mgt0', 'name'],
  ])('%s (%s) is %s, a %s', (value, subtype, port, kind) => {
    expect(remotePort(value, subtype)).toEqual({ port, kind });
  });
});
