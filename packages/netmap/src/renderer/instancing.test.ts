import { describe, expect, it } from 'vitest';
import { type AttributeSpec, expandInstance, withoutConstantAttributes } from './instancing';

const FLOAT = 5126;
const UNSIGNED_BYTE = 5121;
// sigma counts items of 4 bytes: a vec4 of bytes is one float item.
const items = (attributes: AttributeSpec[]) =>
  attributes.reduce((n, a) => n + (a.type === UNSIGNED_BYTE ? (a.size * 1) / 4 : a.size), 0);

const circle = {
  VERTICES: 3,
  ATTRIBUTES: [
    { name: 'a_position', size: 2, type: FLOAT },
    { name: 'a_color', size: 4, type: UNSIGNED_BYTE, normalized: true },
  ],
  CONSTANT_ATTRIBUTES: [{ name: 'a_angle', size: 1, type: FLOAT }],
  CONSTANT_DATA: [[0], [2], [4]],
};

describe('programs without instancing', () => {
  it('moves the constant attributes after the per-instance ones', () => {
    const { definition, plan } = withoutConstantAttributes(circle, items);
    expect(definition.ATTRIBUTES.map((a) => a.name)).toEqual(['a_position', 'a_color', 'a_angle']);
    expect('CONSTANT_ATTRIBUTES' in definition).toBe(false);
    expect('CONSTANT_DATA' in definition).toBe(false);
    expect(plan).toMatchObject({ instanceItems: 3, constantItems: 1, vertices: 3 });
  });

  it('leaves a program without constant attributes as it is', () => {
    const lines = { VERTICES: 2, ATTRIBUTES: circle.ATTRIBUTES };
    const { definition, plan } = withoutConstantAttributes(lines, items);
    expect(definition).toEqual(lines);
    expect(plan).toBeNull();
  });

  it('repeats the instance per vertex with that vertex’s constants, bit for bit', () => {
    const { plan } = withoutConstantAttributes(circle, items);
    if (!plan) throw new Error('expected a plan');
    const instance = new Float32Array([1.5, -2, 0]);
    const instanceBits = new Uint32Array(instance.buffer);
    // A packed colour whose bits are a NaN must survive as it is.
    instanceBits[2] = 0x7fc0_1234;
    const out = new Float32Array(2 * 3 * 4);
    const outBits = new Uint32Array(out.buffer);
    expandInstance(outBits, 12, instanceBits, plan);
    expect([...out.slice(0, 12)]).toEqual(new Array(12).fill(0));
    expect([out[12], out[13], out[15]]).toEqual([1.5, -2, 0]);
    expect([out[16], out[17], out[19]]).toEqual([1.5, -2, 2]);
    expect([out[20], out[21], out[23]]).toEqual([1.5, -2, 4]);
    expect([outBits[14], outBits[18], outBits[22]]).toEqual([0x7fc0_1234, 0x7fc0_1234, 0x7fc0_1234]);
  });
});
