import { GLYPHS } from '../core/glyph';
import { GLYPH_DRAWINGS, GLYPH_STROKE_WIDTH } from '../core/glyph/paths';
import { runNow, type SlicedWork } from '../core/slices';

/**
 * The glyphs as one signed-distance-field texture: each glyph is rasterised from its path data (no image is
 * fetched) into a 64 × 64 cell, and every pixel stores its distance to the glyph's outline. The node program
 * reads it with a smoothing width matched to the node's size on screen, so glyphs stay sharp when zoomed in and
 * legible when small.
 */

/** Pixels per cell; the 24-unit glyph grid covers `GLYPH_PIXELS` of it, centred. */
export const CELL = 64;
export const GLYPH_PIXELS = 48;
/** Distances up to this many cell pixels are encoded; beyond, 0 (outside) or 1 (inside). */
export const SDF_SPREAD = 8;
export const ATLAS_COLUMNS = 8;
export const ATLAS_ROWS = Math.ceil(GLYPHS.length / ATLAS_COLUMNS);

const INF = 1e20;

/** One-dimensional squared Euclidean distance transform (Felzenszwalb & Huttenlocher) of `f` into `d`, in place. */
function edt1d(f: Float64Array, d: Float64Array, v: Int32Array, z: Float64Array, n: number): void {
  let k = 0;
  v[0] = 0;
  z[0] = -INF;
  z[1] = INF;
  for (let q = 1; q < n; q += 1) {
    const fq = f[q] ?? INF;
    let vk = v[k] ?? 0;
    let s = (fq + q * q - ((f[vk] ?? INF) + vk * vk)) / (2 * q - 2 * vk);
    while (s <= (z[k] ?? -INF) && k > 0) {
      k -= 1;
      vk = v[k] ?? 0;
      s = (fq + q * q - ((f[vk] ?? INF) + vk * vk)) / (2 * q - 2 * vk);
    }
    k += 1;
    v[k] = q;
    z[k] = s;
    z[k + 1] = INF;
  }
  k = 0;
  for (let q = 0; q < n; q += 1) {
    while ((z[k + 1] ?? INF) < q) k += 1;
    const vk = v[k] ?? 0;
    d[q] = (q - vk) * (q - vk) + (f[vk] ?? INF);
  }
}

/** Squared distance of every cell of a `width` × `height` grid to the nearest cell whose `grid` value is 0. */
export function squaredDistances(grid: Float64Array, width: number, height: number): Float64Array {
  const out = Float64Array.from(grid);
  const n = Math.max(width, height);
  const f = new Float64Array(n);
  const d = new Float64Array(n);
  const v = new Int32Array(n);
  const z = new Float64Array(n + 1);
  for (let x = 0; x < width; x += 1) {
    for (let y = 0; y < height; y += 1) f[y] = out[y * width + x] ?? INF;
    edt1d(f, d, v, z, height);
    for (let y = 0; y < height; y += 1) out[y * width + x] = d[y] ?? INF;
  }
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) f[x] = out[y * width + x] ?? INF;
    edt1d(f, d, v, z, width);
    for (let x = 0; x < width; x += 1) out[y * width + x] = d[x] ?? INF;
  }
  return out;
}

/**
 * The signed distance field of a coverage image (alpha 0…1 per pixel), as bytes: 128 on the outline, more
 * inside, less outside, `spread` pixels from 0 to 255. Partial coverage places the outline within the pixel.
 */
export function signedDistanceField(
  alpha: Float32Array,
  width: number,
  height: number,
  spread: number,
): Uint8Array {
  const size = width * height;
  const outside = new Float64Array(size);
  const inside = new Float64Array(size);
  for (let i = 0; i < size; i += 1) {
    const a = alpha[i] ?? 0;
    if (a >= 1) {
      outside[i] = 0;
      inside[i] = INF;
    } else if (a <= 0) {
      outside[i] = INF;
      inside[i] = 0;
    } else {
      // An edge pixel: its distance to the outline from how much of it is covered.
      const offset = Math.max(0, 0.5 - a);
      const offsetIn = Math.max(0, a - 0.5);
      outside[i] = offset * offset;
      inside[i] = offsetIn * offsetIn;
    }
  }
  const toInside = squaredDistances(outside, width, height);
  const toOutside = squaredDistances(inside, width, height);
  const out = new Uint8Array(size);
  for (let i = 0; i < size; i += 1) {
    const d = Math.sqrt(toOutside[i] ?? 0) - Math.sqrt(toInside[i] ?? 0);
    out[i] = Math.max(0, Math.min(255, Math.round(255 * (0.5 + d / (2 * spread)))));
  }
  return out;
}

/** Cell column and row of the glyph at `index` in the atlas. */
export function atlasCell(index: number): { column: number; row: number } {
  return { column: index % ATLAS_COLUMNS, row: Math.floor(index / ATLAS_COLUMNS) };
}

let atlas: ImageData | undefined;

/** The atlas (browser only: it draws with Path2D on a 2D canvas), made once per page. */
export function glyphAtlas(): ImageData {
  return atlas ?? runNow(glyphAtlasSteps());
}

/**
 * The atlas as sliced work, a glyph at a time: each glyph sits alone in its cell, so each cell's distance field
 * is computed on its own (a few milliseconds each instead of one long task for the whole atlas).
 */
export function* glyphAtlasSteps(): SlicedWork<ImageData> {
  if (atlas) return atlas;
  const width = ATLAS_COLUMNS * CELL;
  const height = ATLAS_ROWS * CELL;
  const canvas = document.createElement('canvas');
  canvas.width = CELL;
  canvas.height = CELL;
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  if (!ctx) throw new Error('2D canvas unavailable for the glyph atlas');
  const scale = GLYPH_PIXELS / 24;
  const pad = (CELL - GLYPH_PIXELS) / 2;
  const image = new ImageData(width, height);
  const alpha = new Float32Array(CELL * CELL);
  for (let index = 0; index < GLYPHS.length; index += 1) {
    const glyph = GLYPHS[index];
    if (!glyph) continue;
    const drawing = GLYPH_DRAWINGS[glyph];
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.clearRect(0, 0, CELL, CELL);
    ctx.setTransform(scale, 0, 0, scale, pad, pad);
    ctx.fillStyle = '#fff';
    ctx.strokeStyle = '#fff';
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    ctx.lineWidth = GLYPH_STROKE_WIDTH;
    if (drawing.stroke) ctx.stroke(new Path2D(drawing.stroke));
    if (drawing.fill) ctx.fill(new Path2D(drawing.fill));
    const pixels = ctx.getImageData(0, 0, CELL, CELL).data;
    for (let i = 0; i < alpha.length; i += 1) alpha[i] = (pixels[i * 4 + 3] ?? 0) / 255;
    const sdf = signedDistanceField(alpha, CELL, CELL, SDF_SPREAD);
    const { column, row } = atlasCell(index);
    for (let y = 0; y < CELL; y += 1) {
      for (let x = 0; x < CELL; x += 1) {
        const value = sdf[y * CELL + x] ?? 0;
        const o = ((row * CELL + y) * width + column * CELL + x) * 4;
        image.data[o] = value;
        image.data[o + 1] = value;
        image.data[o + 2] = value;
        image.data[o + 3] = value;
      }
    }
    yield;
  }
  atlas = image;
  return image;
}
