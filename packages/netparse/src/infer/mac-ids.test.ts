import { describe, expect, it } from 'vitest';
import { MacIds, macBits } from './mac-ids';

describe('macBits', () => {
  it('reads the model form as its 48 bits', () => {
    expect(macBits('00:00:00:00:00:00')).toBe(0);
    expect(macBits('00:00:00:00:00:0f')).toBe(15);
    expect(macBits('00:1b:54:aa:bb:cc')).toBe(0x001b54aabbcc);
    expect(macBits('ff:ff:ff:ff:ff:ff')).toBe(2 ** 48 - 1);
  });

  it('answers -1 for every other text, so that it never merges two spellings', () => {
    for (const text of [
      '00:1B:54:AA:BB:CC',
      '001b.54aa.bbcc',
      '00-1b-54-aa-bb-cc',
      '00:1b:54:aa:bb:c',
      '00:1b:54:aa:bb:ccd',
      '00:1b:54:aa:bb;cc',
      '00:1b:54:aa:bb:cg',
      ' 0:1b:54:aa:bb:cc',
      '',
    ])
      expect(macBits(text), text).toBe(-1);
  });

  it('orders numbers as the texts sort', () => {
    const texts = ['0a:00:00:00:00:00', '09:ff:ff:ff:ff:ff', 'a0:00:00:00:00:01', '00:00:00:00:00:a0'];
    const byNumber = [...texts].sort((x, y) => macBits(x) - macBits(y));
    expect(byNumber).toEqual([...texts].sort());
  });
});

describe('MacIds', () => {
  it('numbers MACs in the order they are first added, through growth', () => {
    const ids = new MacIds(4);
    const macs = Array.from({ length: 5000 }, (_, i) => (i * 7919 * 65_537) % 2 ** 48);
    for (const [i, mac] of macs.entries()) expect(ids.add(mac)).toBe(i);
    expect(ids.size).toBe(5000);
    macs.forEach((mac, i) => {
      expect(ids.add(mac)).toBe(i);
      expect(ids.get(mac)).toBe(i);
    });
    expect(ids.get(2 ** 48 - 1)).toBe(-1);
    expect(ids.get(1)).toBe(-1);
  });

  it('lists the MACs in ascending order', () => {
    const ids = new MacIds();
    for (const mac of [5, 2 ** 40, 0, 3]) ids.add(mac);
    expect([...ids.sorted()]).toEqual([0, 3, 5, 2 ** 40]);
  });
});
