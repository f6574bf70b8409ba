import { describe, expect, it } from 'vitest';
import { GLYPHS } from '../core/glyph';
import { ATLAS_COLUMNS, ATLAS_ROWS, atlasCell, signedDistanceField, squaredDistances } from './glyph-atlas';

describe('distance transform', () => {
  it('answers the squared distance to the nearest zero cell', () => {
    const grid = new Float64Array(5 * 5).fill(1e20);
    grid[12] = 0; // the centre of a 5 × 5 grid
    const d = squaredDistances(grid, 5, 5);
    expect(d[12]).toBe(0);
    expect(d[13]).toBe(1);
    expect(d[18]).toBe(2);
    expect(d[0]).toBe(8);
  });
});

describe('signed distance field', () => {
  // A 20 × 20 image with a filled 10 × 10 square in the middle.
  const size = 20;
  const alpha = new Float32Array(size * size);
  for (let y = 5; y < 15; y += 1) for (let x = 5; x < 15; x += 1) alpha[y * size + x] = 1;
  const sdf = signedDistanceField(alpha, size, size, 4);
  const at = (x: number, y: number) => sdf[y * size + x] ?? -1;

  it('is high inside, low outside and crosses the middle at the outline', () => {
    expect(at(10, 10)).toBe(255);
    expect(at(0, 0)).toBe(0);
    expect(at(5, 10)).toBeGreaterThan(127);
    expect(at(4, 10)).toBeLessThan(128);
  });
  it('grows with the distance into the shape', () => {
    expect(at(6, 10)).toBeGreaterThan(at(5, 10));
    expect(at(3, 10)).toBeLessThan(at(4, 10));
  });
});

describe('atlas layout', () => {
  it('has a cell for every glyph', () => {
    expect(ATLAS_COLUMNS * ATLAS_ROWS).toBeGreaterThanOrEqual(GLYPHS.length);
    expect(atlasCell(0)).toEqual({ column: 0, row: 0 });
    expect(atlasCell(ATLAS_COLUMNS + 1)).toEqual({ column: 1, row: 1 });
  });
});
