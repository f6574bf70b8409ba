import type { Attributes } from 'graphology-types';
import { NodeProgram, type ProgramInfo } from 'sigma/rendering';
import type { NodeDisplayData, RenderParams } from 'sigma/types';
import { floatColor } from 'sigma/utils';
import { ATLAS_COLUMNS, ATLAS_ROWS, CELL, GLYPH_PIXELS, glyphAtlas, SDF_SPREAD } from './glyph-atlas';

/**
 * Nodes as discs with the glyph of what they are: a coloured disc (the view's meaning), an optional ring
 * (vendor, selection, search result) and the glyph from the signed-distance atlas on top, in one pass. Below
 * `GLYPH_MIN_PIXELS` of radius the glyph is left out (it would be a smudge) and the disc alone is drawn.
 *
 * The geometry is sigma's circle program's: one triangle per node circumscribing the disc.
 */

/** Least disc radius on screen, in device pixels, at which the glyph is drawn. */
const GLYPH_MIN_PIXELS = 5;

/** What the node reducer adds to sigma's display data for this program. */
export type GlyphDisplayData = NodeDisplayData & {
  borderColor?: string;
  /** Ring width as a share of the radius (0: none). */
  borderSize?: number;
  /** Index of the glyph in the atlas; −1 or absent: a plain disc. */
  glyph?: number;
  glyphColor?: string;
};

const { UNSIGNED_BYTE, FLOAT } = WebGLRenderingContext;

// The glyph grid's 24 units span 36 of the disc's (radius 18), as in the legend's drawings.
const GLYPH_UNITS_PER_RADIUS = 18;

const VERTEX_SHADER = /*glsl*/ `
attribute vec4 a_id;
attribute vec4 a_color;
attribute vec2 a_position;
attribute float a_size;
attribute vec4 a_ringColor;
attribute float a_ring;
attribute float a_glyph;
attribute vec4 a_glyphColor;
attribute float a_angle;

uniform mat3 u_matrix;
uniform float u_sizeRatio;
uniform float u_correctionRatio;
uniform float u_pixelRatio;

varying vec4 v_color;
varying vec4 v_ringColor;
varying vec4 v_glyphColor;
varying vec2 v_local;
varying float v_ring;
varying float v_pixels;
varying vec2 v_cell;
varying float v_glyph;

const float bias = 255.0 / 254.0;

void main() {
  float size = a_size * u_correctionRatio / u_sizeRatio * 4.0;
  vec2 direction = vec2(cos(a_angle), sin(a_angle));
  gl_Position = vec4((u_matrix * vec3(a_position + size * direction, 1)).xy, 0, 1);
  // In units of the disc's radius: 1 on its edge (the triangle's vertices lie at twice the radius).
  v_local = 2.0 * direction;
  v_pixels = a_size / u_sizeRatio * u_pixelRatio;
  v_ring = a_ring;
  v_glyph = a_glyph;
  v_cell = vec2(mod(a_glyph, ${ATLAS_COLUMNS}.0), floor(a_glyph / ${ATLAS_COLUMNS}.0));

  #ifdef PICKING_MODE
  v_color = a_id;
  #else
  v_color = a_color;
  #endif
  v_ringColor = a_ringColor;
  v_glyphColor = a_glyphColor;
  v_color.a *= bias;
}
`;

const FRAGMENT_SHADER = /*glsl*/ `
precision mediump float;

varying vec4 v_color;
varying vec4 v_ringColor;
varying vec4 v_glyphColor;
varying vec2 v_local;
varying float v_ring;
varying float v_pixels;
varying vec2 v_cell;
varying float v_glyph;

uniform sampler2D u_atlas;

void main(void) {
  float t = length(v_local);
  #ifdef PICKING_MODE
  if (t > 1.0) discard;
  gl_FragColor = v_color;
  #else
  float aa = 1.2 / max(v_pixels, 1.0);
  if (t > 1.0 + aa) discard;
  vec4 color = v_color;
  if (v_ring > 0.0) color = mix(color, v_ringColor, smoothstep(1.0 - v_ring - aa, 1.0 - v_ring, t));
  if (v_glyph >= 0.0 && v_pixels >= ${GLYPH_MIN_PIXELS.toFixed(1)}) {
    vec2 g = vec2(12.0 + v_local.x * ${GLYPH_UNITS_PER_RADIUS.toFixed(1)}, 12.0 - v_local.y * ${GLYPH_UNITS_PER_RADIUS.toFixed(1)});
    if (g.x > -3.0 && g.x < 27.0 && g.y > -3.0 && g.y < 27.0) {
      vec2 pixel = v_cell * ${CELL.toFixed(1)} + ${((CELL - GLYPH_PIXELS) / 2).toFixed(1)} + g * ${(GLYPH_PIXELS / 24).toFixed(1)};
      float sdf = texture2D(u_atlas, pixel / vec2(${(ATLAS_COLUMNS * CELL).toFixed(1)}, ${(ATLAS_ROWS * CELL).toFixed(1)})).a;
      // One screen pixel spans this much of the field: the smoothing that keeps the glyph crisp at any size.
      float w = 0.5 * (${(GLYPH_UNITS_PER_RADIUS * (GLYPH_PIXELS / 24)).toFixed(1)} / v_pixels) / ${(2 * SDF_SPREAD).toFixed(1)};
      float ink = smoothstep(0.5 - w, 0.5 + w, sdf);
      color = mix(color, vec4(v_glyphColor.rgb, 1.0), ink * v_glyphColor.a);
    }
  }
  gl_FragColor = color * (1.0 - smoothstep(1.0 - aa, 1.0 + aa, t));
  #endif
}
`;

const UNIFORMS = ['u_sizeRatio', 'u_correctionRatio', 'u_matrix', 'u_pixelRatio', 'u_atlas'] as const;

/** The atlas texture, uploaded once per WebGL context. */
const textures = new WeakMap<WebGLRenderingContext, WebGLTexture>();

function atlasTexture(gl: WebGLRenderingContext): WebGLTexture | null {
  const known = textures.get(gl);
  if (known) return known;
  const texture = gl.createTexture();
  if (!texture) return null;
  gl.bindTexture(gl.TEXTURE_2D, texture);
  gl.texImage2D(gl.TEXTURE_2D, 0, gl.RGBA, gl.RGBA, gl.UNSIGNED_BYTE, glyphAtlas());
  gl.generateMipmap(gl.TEXTURE_2D);
  // The nearest mipmap level, not a blend of two: the distance field's edge is smoothed per pixel anyway, and in
  // software WebGL the second level's reads were a tenth of the nodes' drawing time at 100,000 nodes.
  gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MIN_FILTER, gl.LINEAR_MIPMAP_NEAREST);
  gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MAG_FILTER, gl.LINEAR);
  gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_WRAP_S, gl.CLAMP_TO_EDGE);
  gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_WRAP_T, gl.CLAMP_TO_EDGE);
  textures.set(gl, texture);
  return texture;
}

const TRANSPARENT = floatColor('rgba(0,0,0,0)');

export class NodeGlyphProgram<
  N extends Attributes = Attributes,
  E extends Attributes = Attributes,
  G extends Attributes = Attributes,
> extends NodeProgram<(typeof UNIFORMS)[number], N, E, G> {
  static readonly ANGLE_1 = 0;
  static readonly ANGLE_2 = (2 * Math.PI) / 3;
  static readonly ANGLE_3 = (4 * Math.PI) / 3;

  getDefinition() {
    return {
      VERTICES: 3,
      VERTEX_SHADER_SOURCE: VERTEX_SHADER,
      FRAGMENT_SHADER_SOURCE: FRAGMENT_SHADER,
      METHOD: WebGLRenderingContext.TRIANGLES,
      UNIFORMS,
      ATTRIBUTES: [
        { name: 'a_position', size: 2, type: FLOAT },
        { name: 'a_size', size: 1, type: FLOAT },
        { name: 'a_color', size: 4, type: UNSIGNED_BYTE, normalized: true },
        { name: 'a_id', size: 4, type: UNSIGNED_BYTE, normalized: true },
        { name: 'a_ringColor', size: 4, type: UNSIGNED_BYTE, normalized: true },
        { name: 'a_ring', size: 1, type: FLOAT },
        { name: 'a_glyph', size: 1, type: FLOAT },
        { name: 'a_glyphColor', size: 4, type: UNSIGNED_BYTE, normalized: true },
      ],
      CONSTANT_ATTRIBUTES: [{ name: 'a_angle', size: 1, type: FLOAT }],
      CONSTANT_DATA: [[NodeGlyphProgram.ANGLE_1], [NodeGlyphProgram.ANGLE_2], [NodeGlyphProgram.ANGLE_3]],
    };
  }

  processVisibleItem(nodeIndex: number, startIndex: number, data: GlyphDisplayData): void {
    const array = this.array;
    let i = startIndex;
    array[i++] = data.x;
    array[i++] = data.y;
    array[i++] = data.size;
    array[i++] = floatColor(data.color);
    array[i++] = nodeIndex;
    array[i++] = data.borderColor ? floatColor(data.borderColor) : TRANSPARENT;
    array[i++] = data.borderColor ? (data.borderSize ?? 0) : 0;
    array[i++] = data.glyph ?? -1;
    array[i] = data.glyphColor ? floatColor(data.glyphColor) : TRANSPARENT;
  }

  setUniforms(params: RenderParams, { gl, uniformLocations }: ProgramInfo): void {
    // A uniform the shader compiled away (the atlas in the picking pass) has no location.
    const at = (name: (typeof UNIFORMS)[number]) => uniformLocations[name] ?? null;
    gl.uniform1f(at('u_correctionRatio'), params.correctionRatio);
    gl.uniform1f(at('u_sizeRatio'), params.sizeRatio);
    gl.uniform1f(at('u_pixelRatio'), params.pixelRatio);
    gl.uniformMatrix3fv(at('u_matrix'), false, params.matrix);
    const atlas = at('u_atlas');
    if (atlas === null) return;
    gl.activeTexture(gl.TEXTURE0);
    gl.bindTexture(gl.TEXTURE_2D, atlasTexture(gl));
    gl.uniform1i(atlas, 0);
  }
}
