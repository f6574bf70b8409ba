import type { ColorScheme } from './types';
import { mixColor, remember } from './utils';

/**
 * The colours of the map that depend on the colour scheme: the canvas behind it, labels and their halo, links,
 * group boxes, hover boxes, badges' text and the tooltip. The view's meaning colours (type, impact, difference)
 * are the same hues in both schemes, lightened a little on dark (`schemeColor`).
 */
export type MapTheme = {
  scheme: ColorScheme;
  background: string;
  /** Node labels and the text of group boxes. */
  label: string;
  /** Drawn behind label text so it stays readable over links. */
  labelHalo: string;
  /** Port and link labels. */
  portLabel: string;
  portLabelBackground: string;
  edge: string;
  lagEdge: string;
  accessEdge: string;
  customEdge: string;
  l3Edge: string;
  oneSidedEdge: string;
  groupFill: string;
  groupStroke: string;
  groupLabel: string;
  hoverBackground: string;
  hoverText: string;
  tooltipBackground: string;
  tooltipText: string;
  /** Nodes of no interest in a view fade towards this. */
  dimTowards: string;
  /** The glyph drawn on a node's disc. */
  glyph: string;
  /** The glyph on light discs (unknown devices, hosts, dimmed nodes). */
  glyphOnLight: string;
};

const LIGHT: MapTheme = {
  scheme: 'light',
  background: '#ffffff',
  label: '#212529',
  labelHalo: 'rgba(255,255,255,0.85)',
  portLabel: '#343a40',
  portLabelBackground: 'rgba(255,255,255,0.92)',
  edge: '#adb5bd',
  lagEdge: '#868e96',
  accessEdge: '#dee2e6',
  customEdge: '#868e96',
  l3Edge: '#845ef7',
  oneSidedEdge: '#f08c00',
  groupFill: '#e7f5ff',
  groupStroke: '#a5d8ff',
  groupLabel: '#1864ab',
  hoverBackground: '#ffffff',
  hoverText: '#212529',
  tooltipBackground: 'rgba(33,37,41,0.92)',
  tooltipText: '#ffffff',
  dimTowards: '#ffffff',
  glyph: '#ffffff',
  glyphOnLight: '#343a40',
};

const DARK: MapTheme = {
  scheme: 'dark',
  background: '#1a1b1e',
  label: '#e9ecef',
  labelHalo: 'rgba(26,27,30,0.85)',
  portLabel: '#dee2e6',
  portLabelBackground: 'rgba(37,38,43,0.92)',
  edge: '#5c5f66',
  lagEdge: '#909296',
  accessEdge: '#373a40',
  customEdge: '#909296',
  l3Edge: '#9775fa',
  oneSidedEdge: '#ffa94d',
  groupFill: '#1c2a3a',
  groupStroke: '#1c7ed6',
  groupLabel: '#74c0fc',
  hoverBackground: '#25262b',
  hoverText: '#f1f3f5',
  tooltipBackground: 'rgba(248,249,250,0.95)',
  tooltipText: '#1a1b1e',
  dimTowards: '#1a1b1e',
  glyph: '#ffffff',
  glyphOnLight: '#1a1b1e',
};

export function mapTheme(scheme: ColorScheme = 'light'): MapTheme {
  return scheme === 'dark' ? DARK : LIGHT;
}

/** A meaning colour as drawn in the scheme: a little lighter on dark, so it stands out from the dark canvas. */
export function schemeColor(color: string, scheme: ColorScheme = 'light'): string {
  return scheme === 'dark' ? mixColor(color, '#ffffff', 0.18) : color;
}

/** Relative luminance (0 dark … 1 light) of `#rrggbb`; 0.5 for other colour forms. */
export function luminance(color: string): number {
  let known = luminances.get(color);
  if (known === undefined) {
    known = computeLuminance(color);
    remember(luminances, color, known);
  }
  return known;
}

/** Colours seen so far and their luminance: a map has a few dozen colours, asked for once per node. */
const luminances = new Map<string, number>();

function computeLuminance(color: string): number {
  const m = /^#([0-9a-f]{6})$/i.exec(color);
  if (!m?.[1]) return 0.5;
  const n = Number.parseInt(m[1], 16);
  const channel = (v: number) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
}

/** The glyph colour on a disc of `fill`: white on saturated and dark discs, dark on pale ones. */
export function glyphInk(fill: string, theme: MapTheme): string {
  return luminance(fill) > 0.45 ? theme.glyphOnLight : theme.glyph;
}
