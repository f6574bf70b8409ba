import { describe, expect, it } from 'vitest';
import { deviceRole, GLYPH_LABELS, GLYPHS, glyphFor, glyphIndex, labelPriority } from './index';

const device = (devType: string, extra: { name?: string; model?: string } = {}) =>
  ({ kind: 'device', devType, ...extra }) as const;

describe('glyphFor', () => {
  it('draws each device type of the server and the import with its own glyph', () => {
    expect(glyphFor(device('router'))).toBe('router');
    expect(glyphFor(device('l3-switch'))).toBe('l3-switch');
    expect(glyphFor(device('switch'))).toBe('switch');
    expect(glyphFor(device('firewall'))).toBe('firewall');
    expect(glyphFor(device('wireless-controller'))).toBe('wireless-controller');
    expect(glyphFor(device('access-point'))).toBe('access-point');
    expect(glyphFor(device('server'))).toBe('server');
    expect(glyphFor(device('workstation'))).toBe('workstation');
    expect(glyphFor(device('phone'))).toBe('phone');
    expect(glyphFor(device('plc'))).toBe('plc');
    expect(glyphFor(device('hmi'))).toBe('hmi');
    expect(glyphFor(device('io-module'))).toBe('io-module');
    expect(glyphFor(device('gateway'))).toBe('gateway');
    expect(glyphFor(device('power-meter'))).toBe('meter');
    expect(glyphFor(device('unknown'))).toBe('unknown');
    expect(glyphFor(device('Router'))).toBe('router');
  });

  it('gives hosts and custom nodes theirs', () => {
    expect(glyphFor({ kind: 'host' })).toBe('host');
    expect(glyphFor({ kind: 'custom' })).toBe('custom');
  });

  it('draws a switch in the core or distribution as an L3 switch', () => {
    expect(glyphFor(device('switch', { name: 'hq-core-01' }))).toBe('l3-switch');
    expect(glyphFor(device('switch', { name: 'hq-a-dist-02' }))).toBe('l3-switch');
    expect(glyphFor(device('switch', { name: 'hq-a-acc-03' }))).toBe('switch');
    // "score" is not "core".
    expect(glyphFor(device('switch', { name: 'scoreboard-sw' }))).toBe('switch');
  });

  it('reads what a discovered device is from its model, then its name', () => {
    expect(glyphFor(device('unknown', { model: 'C9120AXI-E' }))).toBe('access-point');
    expect(glyphFor(device('unknown', { model: 'FortiGate-60F' }))).toBe('firewall');
    expect(glyphFor(device('unknown', { model: '6ES7 515-2AM02-0AB0 S7-1500' }))).toBe('plc');
    expect(glyphFor(device('unknown', { model: 'ET 200SP IM 155-6' }))).toBe('io-module');
    expect(glyphFor(device('unknown', { name: 'AP-A-01' }))).toBe('access-point');
    expect(glyphFor(device('unknown', { name: 'hq-fw-02' }))).toBe('firewall');
    expect(glyphFor(device('unknown', { name: 'line4-gw' }))).toBe('gateway');
    expect(glyphFor(device('unknown', { name: 'mapleton' }))).toBe('unknown');
    // A known type wins over hints.
    expect(glyphFor(device('plc', { name: 'AP-A-01' }))).toBe('plc');
  });

  it('finds the name in the title fields when the attributes have none', () => {
    expect(glyphFor({ kind: 'device', devType: 'unknown', fields: { name: 'AP-B-02' } })).toBe(
      'access-point',
    );
  });
});

describe('glyph list', () => {
  it('labels every glyph and indexes them in order', () => {
    expect(GLYPHS.map((g) => glyphIndex(g))).toEqual(GLYPHS.map((_g, i) => i));
    for (const g of GLYPHS) expect(GLYPH_LABELS[g]).not.toBe('');
    expect(new Set(Object.values(GLYPH_LABELS)).size).toBe(GLYPHS.length);
  });
});

describe('roles and label priority', () => {
  it('reads the role from the name', () => {
    expect(deviceRole(device('switch', { name: 'hq-core-01' }))).toBe('core');
    expect(deviceRole(device('switch', { name: 'hq-agg-01-02' }))).toBe('distribution');
    expect(deviceRole(device('router', { name: 'hq-wan-rtr-01' }))).toBe('edge');
    expect(deviceRole(device('switch', { name: 'br-x-acc-01' }))).toBe('access');
    expect(deviceRole({ kind: 'host', name: 'core' })).toBe('none');
  });

  it('puts infrastructure before end devices, the core before access, then more links first', () => {
    const core = labelPriority(device('switch', { name: 'hq-core-01' }), 4);
    const access = labelPriority(device('switch', { name: 'hq-a-acc-01' }), 4);
    const busyAccess = labelPriority(device('switch', { name: 'hq-a-acc-02' }), 40);
    const plc = labelPriority(device('plc'), 4);
    const host = labelPriority({ kind: 'host' }, 1);
    expect(core).toBeGreaterThan(access);
    expect(busyAccess).toBeGreaterThan(access);
    expect(access).toBeGreaterThan(plc);
    expect(plc).toBeGreaterThan(host);
  });
});
