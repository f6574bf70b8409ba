import { describe, expect, it } from 'vitest';
import { cssTransform, IDENTITY, snapshotUsable, viewportTransform } from './snapshot';

describe('moving snapshot transform', () => {
  it('is the identity when the camera did not move', () => {
    const t = viewportTransform({ x: 10, y: 20 }, { x: 110, y: 120 }, { x: 10, y: 20 }, { x: 110, y: 120 });
    expect(t).toEqual(IDENTITY);
  });

  it('translates on a pan', () => {
    const t = viewportTransform({ x: 10, y: 20 }, { x: 110, y: 120 }, { x: -40, y: 50 }, { x: 60, y: 150 });
    expect(t).toEqual({ scale: 1, tx: -50, ty: 30 });
  });

  it('scales around the zoom centre and maps both reference points', () => {
    // Zoom ×2 around (100, 100): (0,0) → (-100,-100), (50,50) → (0,0).
    const a0 = { x: 0, y: 0 };
    const b0 = { x: 50, y: 50 };
    const t = viewportTransform(a0, b0, { x: -100, y: -100 }, { x: 0, y: 0 });
    expect(t.scale).toBeCloseTo(2);
    expect(t.scale * b0.x + t.tx).toBeCloseTo(0);
    expect(t.scale * 100 + t.tx).toBeCloseTo(100);
    expect(cssTransform(t)).toBe('translate(-100px, -100px) scale(2)');
  });

  it('gives up on the bitmap beyond the allowed zoom change', () => {
    expect(snapshotUsable({ scale: 3.9, tx: 0, ty: 0 }, 4)).toBe(true);
    expect(snapshotUsable({ scale: 0.26, tx: 0, ty: 0 }, 4)).toBe(true);
    expect(snapshotUsable({ scale: 4.1, tx: 0, ty: 0 }, 4)).toBe(false);
    expect(snapshotUsable({ scale: 0.2, tx: 0, ty: 0 }, 4)).toBe(false);
  });
});
