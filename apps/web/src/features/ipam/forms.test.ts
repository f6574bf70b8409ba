import { valibotResolver } from '@lne/ui';
import { describe, expect, it } from 'vitest';
import {
  emptyIpForm,
  emptyLocationForm,
  emptyPrefixForm,
  emptyVlanForm,
  emptyVrfForm,
  ipSchema,
  ipWrite,
  locationSchema,
  locationWrite,
  prefixSchema,
  prefixWrite,
  vlanSchema,
  vlanWrite,
  vrfSchema,
  vrfWrite,
} from './forms';
import { ipamMessages } from './messages';

const t = ipamMessages.validation;

describe('prefix form', () => {
  const errors = valibotResolver(prefixSchema);
  it('accepts IPv4 and IPv6 networks', () => {
    expect(errors(emptyPrefixForm({ prefix: '10.20.0.0/24' }))).toEqual({});
    expect(errors(emptyPrefixForm({ prefix: '2001:db8:20::/48' }))).toEqual({});
    expect(errors(emptyPrefixForm({ prefix: '0.0.0.0/0' }))).toEqual({});
  });
  it('refuses an empty field, host bits, a missing or too long length and garbage', () => {
    expect(errors(emptyPrefixForm())).toEqual({ prefix: t.required });
    expect(errors(emptyPrefixForm({ prefix: '10.20.0.5/24' }))).toEqual({ prefix: t.prefix });
    expect(errors(emptyPrefixForm({ prefix: '10.20.0.0' }))).toEqual({ prefix: t.prefix });
    expect(errors(emptyPrefixForm({ prefix: '10.20.0.0/33' }))).toEqual({ prefix: t.prefix });
    expect(errors(emptyPrefixForm({ prefix: '2001:db8::/129' }))).toEqual({ prefix: t.prefix });
    expect(errors(emptyPrefixForm({ prefix: 'plant' }))).toEqual({ prefix: t.prefix });
  });
  it('becomes a body with ids and trimmed text', () => {
    expect(
      prefixWrite(
        emptyPrefixForm({ prefix: ' 10.20.0.0/24 ', vrf_id: '1', location_id: '2', description: ' Cell ' }),
      ),
    ).toEqual({
      prefix: '10.20.0.0/24',
      vrf_id: 1,
      vlan_id: null,
      location_id: 2,
      status: 'active',
      description: 'Cell',
      is_pool: false,
      tag_ids: [],
    });
  });
});

describe('IP address form (spec §5: optional prefix length 0-32 / 0-128)', () => {
  const errors = valibotResolver(ipSchema);
  it('accepts addresses with and without a prefix length', () => {
    for (const address of [
      '10.20.0.11',
      '10.20.0.11/24',
      '10.20.0.11/0',
      '10.20.0.11/32',
      '2001:db8::11',
      '2001:db8::11/128',
      '::ffff:192.0.2.1',
    ]) {
      expect(errors(emptyIpForm({ address })), address).toEqual({});
    }
  });
  it('refuses lengths out of range and invalid addresses', () => {
    for (const address of ['10.20.0.11/33', '2001:db8::11/129', '10.20.0.256', '10.20.0.11/-1', 'plc-1']) {
      expect(errors(emptyIpForm({ address })), address).toEqual({ address: t.address });
    }
  });
  it('checks the MAC address only when given and sends it upper-case', () => {
    expect(errors(emptyIpForm({ address: '10.0.0.1', mac_address: '00:1b:1b:4a:2c:11' }))).toEqual({});
    expect(errors(emptyIpForm({ address: '10.0.0.1', mac_address: '00:1b' }))).toEqual({
      mac_address: t.mac,
    });
    expect(ipWrite(emptyIpForm({ address: '10.0.0.1', mac_address: '00:1b:1b:4a:2c:11' })).mac_address).toBe(
      '00:1B:1B:4A:2C:11',
    );
    expect(ipWrite(emptyIpForm({ address: '10.0.0.1' })).mac_address).toBeNull();
  });
});

describe('VRF, VLAN and location forms', () => {
  it('VRF: name required, route distinguisher optional but well-formed', () => {
    const errors = valibotResolver(vrfSchema);
    expect(errors(emptyVrfForm())).toEqual({ name: t.required });
    expect(errors({ ...emptyVrfForm(), name: 'plant-ot', rd: '65000:100' })).toEqual({});
    expect(errors({ ...emptyVrfForm(), name: 'plant-ot', rd: '192.0.2.1:7' })).toEqual({});
    expect(errors({ ...emptyVrfForm(), name: 'plant-ot', rd: 'x' })).toEqual({ rd: t.rd });
    expect(vrfWrite({ name: ' ot ', rd: '', description: '' })).toEqual({
      name: 'ot',
      rd: null,
      description: '',
    });
  });
  it('VLAN: id 1-4094 and a name', () => {
    const errors = valibotResolver(vlanSchema);
    expect(errors(emptyVlanForm())).toEqual({ vid: t.vid, name: t.required });
    expect(errors({ ...emptyVlanForm(), vid: 4095, name: 'x' })).toEqual({ vid: t.vid });
    expect(errors({ ...emptyVlanForm(), vid: 0, name: 'x' })).toEqual({ vid: t.vid });
    expect(errors({ ...emptyVlanForm(), vid: 100, name: 'plc' })).toEqual({});
    expect(vlanWrite({ ...emptyVlanForm(), vid: '100', name: 'plc', location_id: '3' })).toEqual({
      vid: 100,
      name: 'plc',
      location_id: 3,
      status: 'active',
      description: '',
    });
  });
  it('location: a name, an optional parent', () => {
    const errors = valibotResolver(locationSchema);
    expect(errors(emptyLocationForm())).toEqual({ name: t.required });
    expect(locationWrite({ name: 'Hall 3', parent_id: '1', description: '' })).toEqual({
      name: 'Hall 3',
      parent_id: 1,
      description: '',
    });
  });
});
