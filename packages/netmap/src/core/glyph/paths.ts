import type { Glyph } from './index';

/**
 * The glyphs' drawings: SVG path data on a 24 × 24 grid, drawn in one colour on the node's disc. `stroke` parts
 * are drawn with round caps and joins at `GLYPH_STROKE_WIDTH`, `fill` parts filled. Drawn for this map; the
 * renderer rasterises them into its atlas and the legend draws them as SVG, so both show the same pictures.
 */
export type GlyphDrawing = { stroke?: string; fill?: string };

export const GLYPH_STROKE_WIDTH = 2.4;

export const GLYPH_DRAWINGS: Record<Glyph, GlyphDrawing> = {
  // Arrows out to the four corners: the router of network diagrams.
  router: { stroke: 'M6 6L18 18M18 6L6 18M6 9.8V6h3.8M18 14.2V18h-3.8M14.2 6H18v3.8M9.8 18H6v-3.8' },
  // Arrows in all four directions: switching and routing.
  'l3-switch': { stroke: 'M12 4v16M4 12h16M9 7l3-3 3 3M9 17l3 3 3-3M7 9l-3 3 3 3M17 9l3 3-3 3' },
  // Two arrows in opposite directions: the switch.
  switch: { stroke: 'M4 8.5h15M16 5.5l3 3-3 3M20 15.5H5M8 12.5l-3 3 3 3' },
  // A brick wall.
  firewall: { stroke: 'M4 6h16v12H4zM4 10h16M4 14h16M10 6v4M15 10v4M9 14v4' },
  // Radio waves over a controller box.
  'wireless-controller': {
    stroke: 'M6.5 9a8 8 0 0 1 11 0M9.2 11.7a4 4 0 0 1 5.6 0M5 15h14v5H5z',
  },
  // Radio waves from a point.
  'access-point': {
    stroke: 'M4.5 9.5a10.6 10.6 0 0 1 15 0M7.6 12.6a6.2 6.2 0 0 1 8.8 0M10.4 15.4a2.3 2.3 0 0 1 3.2 0',
    fill: 'M12 17a1.8 1.8 0 1 1 0 3.6a1.8 1.8 0 1 1 0-3.6z',
  },
  // Two rack units with status lights.
  server: {
    stroke: 'M5 4h14v6H5zM5 14h14v6H5z',
    fill: 'M8 5.8a1.2 1.2 0 1 1 0 2.4a1.2 1.2 0 1 1 0-2.4zM8 15.8a1.2 1.2 0 1 1 0 2.4a1.2 1.2 0 1 1 0-2.4z',
  },
  // A monitor on its stand.
  workstation: { stroke: 'M4 5h16v10H4zM12 15v4M8 19h8' },
  // A handset.
  phone: { stroke: 'M8 3h8v18H8zM11 18h2' },
  // A controller with its terminal rows.
  plc: { stroke: 'M5 7h14v10H5zM8 4v3M12 4v3M16 4v3M8 17v3M12 17v3M16 17v3' },
  // An operator panel: screen and buttons.
  hmi: {
    stroke: 'M4 4h16v11H4z',
    fill: 'M8 17.7a1.4 1.4 0 1 1 0 2.8a1.4 1.4 0 1 1 0-2.8zM12 17.7a1.4 1.4 0 1 1 0 2.8a1.4 1.4 0 1 1 0-2.8zM16 17.7a1.4 1.4 0 1 1 0 2.8a1.4 1.4 0 1 1 0-2.8z',
  },
  // Modules side by side on a rail.
  'io-module': { stroke: 'M5 4h4.5v16H5zM14.5 4H19v16h-4.5zM3 12h18' },
  // A two-way arrow through a gate.
  gateway: { stroke: 'M4 12h16M7 9l-3 3 3 3M17 9l3 3-3 3M10 5v14M14 5v14' },
  // A gauge with its needle.
  meter: {
    stroke: 'M4 17a8 8 0 0 1 16 0M12 17l4-5',
    fill: 'M12 15.3a1.7 1.7 0 1 1 0 3.4a1.7 1.7 0 1 1 0-3.4z',
  },
  unknown: {
    stroke: 'M8.8 9a3.3 3.3 0 1 1 4.6 3c-.9.4-1.4 1.1-1.4 2.1V15',
    fill: 'M12 17.4a1.4 1.4 0 1 1 0 2.8a1.4 1.4 0 1 1 0-2.8z',
  },
  host: { fill: 'M12 8a4 4 0 1 1 0 8a4 4 0 1 1 0-8z' },
  custom: { stroke: 'M7 18h10a4 4 0 0 0 .6-8A5.6 5.6 0 0 0 6.8 11.6A3.2 3.2 0 0 0 7 18z' },
};
