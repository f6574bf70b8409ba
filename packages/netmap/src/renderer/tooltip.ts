import type { MapTheme } from '../core/style/theme';
import type { NetSigmaInstance } from './layers';

/** Pixels between the pointer and the tooltip. */
const OFFSET = 14;

export type Tooltip = {
  show: (text: string, at: { x: number; y: number }) => void;
  hide: () => void;
  readonly visible: boolean;
  destroy: () => void;
};

/**
 * The hovered node's tooltip: it follows the pointer while it stays on the node, stays inside the map, and
 * leaves when the camera moves or the pointer leaves the map.
 */
export function createTooltip(
  container: HTMLElement,
  sigma: NetSigmaInstance,
  theme: () => MapTheme,
): Tooltip {
  const tip = document.createElement('div');
  tip.setAttribute('role', 'tooltip');
  tip.className = 'netmap-tooltip';
  Object.assign(tip.style, {
    position: 'absolute',
    pointerEvents: 'none',
    display: 'none',
    zIndex: '10',
    font: '12px system-ui, sans-serif',
    padding: '6px 8px',
    borderRadius: '4px',
    whiteSpace: 'pre',
    maxWidth: '320px',
    boxShadow: '0 2px 8px rgba(0,0,0,0.25)',
  });
  container.appendChild(tip);
  let visible = false;

  const place = (at: { x: number; y: number }) => {
    const { width, height } = container.getBoundingClientRect();
    const w = tip.offsetWidth;
    const h = tip.offsetHeight;
    // Beside the pointer, flipped to the other side near the map's right or bottom edge.
    const x = at.x + OFFSET + w > width ? Math.max(0, at.x - OFFSET - w) : at.x + OFFSET;
    const y = at.y + OFFSET + h > height ? Math.max(0, at.y - OFFSET - h) : at.y + OFFSET;
    tip.style.left = `${x}px`;
    tip.style.top = `${y}px`;
  };
  const hide = () => {
    if (!visible) return;
    visible = false;
    tip.style.display = 'none';
  };
  const onMove = (event: MouseEvent) => {
    if (!visible) return;
    const box = container.getBoundingClientRect();
    place({ x: event.clientX - box.left, y: event.clientY - box.top });
  };
  container.addEventListener('mousemove', onMove);
  container.addEventListener('mouseleave', hide);
  const camera = sigma.getCamera();
  camera.on('updated', hide);

  return {
    show: (text, at) => {
      const colours = theme();
      tip.style.background = colours.tooltipBackground;
      tip.style.color = colours.tooltipText;
      tip.textContent = text;
      tip.style.display = 'block';
      visible = true;
      place(at);
    },
    hide,
    get visible() {
      return visible;
    },
    destroy: () => {
      container.removeEventListener('mousemove', onMove);
      container.removeEventListener('mouseleave', hide);
      camera.removeListener('updated', hide);
      tip.remove();
    },
  };
}
