import { describe, expect, it } from 'vitest';
import { canonicalInterface } from './interface-names';

const ros = (raw: string) => canonicalInterface(raw, 'mikrotik_routeros');

describe('canonicalInterface on mikrotik_routeros', () => {
  it.each([
    ['ether1', 'physical'],
    ['ether2-uplink', 'physical'],
    ['sfp-sfpplus1', 'physical'],
    ['sfp28-1', 'physical'],
    ['qsfp28-1-1', 'physical'],
    ['combo1', 'physical'],
    ['wlan1', 'physical'],
    ['bond1', 'lag'],
    ['bridge1', 'other'],
    ['bridge', 'other'],
    ['vlan10', 'vlan'],
    ['vlan10@bond1', 'vlan'],
    ['lo', 'loopback'],
    ['pppoe-out1', 'tunnel'],
    ['l2tp-out1', 'tunnel'],
    ['eoip-tunnel1', 'tunnel'],
    ['gre-tunnel1', 'tunnel'],
    ['wireguard1', 'tunnel'],
    ['lte1', 'other'],
  ])('%s is %s and keeps its spelling', (raw, type) => {
    expect(ros(raw)).toEqual({ name: raw, shortName: raw, type });
  });

  it('keeps names a user gave as they are, whatever their prefix says', () => {
    // RouterOS names are the user's: a bridge may be called `Lo0`, a port `WAN`.
    expect(ros('Lo0')).toEqual({ name: 'Lo0', shortName: 'Lo0', type: 'other' });
    expect(ros(' WAN ')).toEqual({ name: 'WAN', shortName: 'WAN', type: 'other' });
  });
});
