/**
 * A large map's WebGL canvases stay out of the page until they have something to show.
 *
 * In software WebGL (SwiftShader), every commit copies each changed WebGL canvas back from the GPU process, about
 * 12 ms for a 1280×800 canvas. sigma's constructor clears its three WebGL canvases (edges, nodes and hovered
 * nodes), so the first commit after it read all three back in one task of 40–50 ms at 10,000 nodes, though none
 * of them showed anything yet. A canvas that is not displayed is not composited, so it is not read back:
 * - the edges and nodes canvases are displayed when the frame builder first swaps a frame into them;
 * - the hover canvas is displayed when sigma first draws a hovered or highlighted node on it.
 */

type Element = { style: { display: string } };
type HoverDrawing = { elements: Record<string, Element | undefined>; renderHighlightedNodes: () => unknown };

export type Unshown = {
  /** Displays the canvas a frame was just swapped into (`layers`: the 2D layers, nothing to do). */
  show: (layer: 'edges' | 'nodes' | 'layers') => void;
  /** Whether a canvas is still kept out of the page. */
  hidden: (id: 'edges' | 'nodes' | 'hoverNodes') => boolean;
};

export function keepUnshownUntilDrawn(sigma: object): Unshown {
  const s = sigma as HoverDrawing;
  const waiting = new Set<string>();
  for (const id of ['edges', 'nodes', 'hoverNodes']) {
    const element = s.elements[id];
    if (!element) continue;
    element.style.display = 'none';
    waiting.add(id);
  }
  const display = (id: string) => {
    if (!waiting.delete(id)) return;
    const element = s.elements[id];
    if (element) element.style.display = '';
  };
  if (waiting.has('hoverNodes')) {
    // sigma's own method, on the instance only until its first call.
    const draw = s.renderHighlightedNodes;
    s.renderHighlightedNodes = function (this: HoverDrawing, ...args: []) {
      display('hoverNodes');
      s.renderHighlightedNodes = draw;
      return draw.apply(this, args);
    };
  }
  return {
    show: (layer) => {
      if (layer !== 'layers') display(layer);
    },
    hidden: (id) => waiting.has(id),
  };
}
