import { valibotResolver } from '@lne/ui';
import { describe, expect, it } from 'vitest';
import { segmentationMessages as m } from './messages';
import { EMPTY_VLAN_FORM, vlanFormSchema, vlanInput, vlanNames } from './vlan-form';

const validate = valibotResolver(vlanFormSchema);

describe('VLAN form', () => {
  it('accepts VLAN ids 1 to 4094 only, as whole numbers', () => {
    for (const id of [1, 100, 4094])
      expect(validate({ ...EMPTY_VLAN_FORM, vlan_id: id, name: 'x' })).toEqual({});
    for (const id of [0, 4095, -1, 1.5, '', '12'])
      expect(validate({ ...EMPTY_VLAN_FORM, vlan_id: id, name: 'x' })).toEqual({ vlan_id: m.vlanIdRange });
  });

  it('requires a name that is not blank', () => {
    expect(validate({ ...EMPTY_VLAN_FORM, vlan_id: 10, name: '   ' })).toEqual({ name: m.nameRequired });
  });

  it('sends trimmed texts and no zone when none is chosen', () => {
    expect(vlanInput({ vlan_id: 300, name: ' CCTV ', description: ' cams ', zone: '  ' })).toEqual({
      vlan_id: 300,
      name: 'CCTV',
      description: 'cams',
      zone: null,
    });
    expect(vlanInput({ vlan_id: 5, name: 'a', description: '', zone: 'Control' }).zone).toBe('Control');
  });

  it('names the VLANs of a confirmation, shortening long lists', () => {
    const vlans = [1, 2, 3, 4, 5].map((id) => ({ vlan_id: id, name: `V${id}` }));
    expect(vlanNames(vlans.slice(0, 2))).toBe('VLAN 1 V1, VLAN 2 V2');
    expect(vlanNames(vlans)).toBe('VLAN 1 V1, VLAN 2 V2, VLAN 3 V3 and 2 more');
  });
});
