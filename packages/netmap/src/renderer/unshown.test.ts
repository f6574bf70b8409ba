import { describe, expect, it } from 'vitest';
import { keepUnshownUntilDrawn } from './unshown';

/** sigma's elements and its hover drawing, as much of them as the helper touches. */
function fakeSigma() {
  const element = () => ({ style: { display: '' } });
  const drawn: string[] = [];
  const sigma = {
    elements: { edges: element(), nodes: element(), hoverNodes: element(), labels: element() },
    renderHighlightedNodes(this: { elements: Record<string, { style: { display: string } }> }) {
      drawn.push(this.elements.hoverNodes?.style.display === 'none' ? 'while hidden' : 'shown');
      return this;
    },
  };
  return { sigma, drawn };
}

describe('keepUnshownUntilDrawn', () => {
  it('keeps the WebGL canvases out of the page, and not the 2D ones', () => {
    const { sigma } = fakeSigma();
    const unshown = keepUnshownUntilDrawn(sigma);
    expect(sigma.elements.edges.style.display).toBe('none');
    expect(sigma.elements.nodes.style.display).toBe('none');
    expect(sigma.elements.hoverNodes.style.display).toBe('none');
    expect(sigma.elements.labels.style.display).toBe('');
    expect(unshown.hidden('nodes')).toBe(true);
  });

  it('displays the nodes and the edges canvases at their first swap, each on its own', () => {
    const { sigma } = fakeSigma();
    const unshown = keepUnshownUntilDrawn(sigma);
    unshown.show('nodes');
    expect(sigma.elements.nodes.style.display).toBe('');
    expect(sigma.elements.edges.style.display).toBe('none');
    unshown.show('layers');
    expect(sigma.elements.edges.style.display).toBe('none');
    unshown.show('edges');
    expect(sigma.elements.edges.style.display).toBe('');
    expect(sigma.elements.hoverNodes.style.display).toBe('none');
  });

  it('displays the hover canvas before sigma first draws on it, then leaves sigma’s drawing as it was', () => {
    const { sigma, drawn } = fakeSigma();
    const own = sigma.renderHighlightedNodes;
    const unshown = keepUnshownUntilDrawn(sigma);
    expect(sigma.renderHighlightedNodes).not.toBe(own);
    expect(sigma.renderHighlightedNodes()).toBe(sigma);
    expect(drawn).toEqual(['shown']);
    expect(unshown.hidden('hoverNodes')).toBe(false);
    expect(sigma.renderHighlightedNodes).toBe(own);
  });

  it('does not display a canvas again once the map has hidden it for its own reasons', () => {
    const { sigma } = fakeSigma();
    const unshown = keepUnshownUntilDrawn(sigma);
    unshown.show('nodes');
    sigma.elements.nodes.style.display = 'none';
    unshown.show('nodes');
    expect(sigma.elements.nodes.style.display).toBe('none');
  });
});
