import { describe, expect, it } from 'vitest';
import { createCanvasLayer } from './layers';

/** A sigma with one 2D layer whose clears are counted. */
function fakeSigma() {
  const clears: number[] = [];
  const context = {
    setTransform: () => undefined,
    clearRect: (_x: number, _y: number, w: number) => clears.push(w),
  };
  const canvas = { width: 0, height: 0, style: {} as Record<string, string>, getContext: () => context };
  const size = { width: 640, height: 400 };
  const sigma = {
    createCanvas: () => canvas,
    getDimensions: () => size,
    killLayer: () => undefined,
  };
  return { sigma, canvas, clears, size };
}

describe('createCanvasLayer', () => {
  it('sizes the canvas at the pixel ratio, and clears it for drawing only once something was drawn', () => {
    const { sigma, canvas, clears } = fakeSigma();
    const layer = createCanvasLayer(sigma as never, 'test', { afterLayer: 'edges' }, () => 2);
    expect(layer.context()).not.toBeNull();
    expect([canvas.width, canvas.height, canvas.style.width]).toEqual([1280, 800, '640px']);
    // A new canvas is blank: nothing to clear.
    expect(clears).toEqual([]);
    layer.context();
    expect(clears).toEqual([640]);
  });

  it('leaves a blank canvas untouched on clear, so that the compositor need not copy it again', () => {
    const { sigma, clears, size } = fakeSigma();
    const layer = createCanvasLayer(sigma as never, 'test', { afterLayer: 'edges' }, () => 1);
    layer.clear();
    expect(clears).toEqual([]);
    layer.context();
    layer.clear();
    layer.clear();
    expect(clears).toEqual([640]);
    // A resize blanks the canvas too.
    layer.context();
    size.width = 800;
    layer.clear();
    expect(clears).toEqual([640]);
  });
});
