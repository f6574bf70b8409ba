import { describe, expect, it } from 'vitest';
import { ingestBaseGraph } from '../core/ingest';
import { plantAnswer } from '../core/ingest/fixture.test-data';
import { escapeXml, toGexf, toGraphml } from './export-formats';

const { graph } = ingestBaseGraph(plantAnswer);
graph.mergeNodeAttributes('custom-cloud', { label: 'R&D <lab> "x"', x: 1.23456, y: -2 });

type XmlElement = { name: string; attributes: Map<string, string>; children: XmlElement[] };

const decodeEntities = (v: string) =>
  v
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

/** A strict little reader for the writers' output: balanced tags, quoted attributes, no stray `<` or `&`. */
function parse(xml: string): XmlElement {
  const body = xml.replace(/^<\?xml[^>]*\?>\s*/, '');
  const root: XmlElement = { name: '#root', attributes: new Map(), children: [] };
  const stack = [root];
  const token = /<(\/?)([\w:.-]+)((?:\s+[\w:.-]+="[^"<]*")*)\s*(\/?)>|([^<]+)/gy;
  let match = token.exec(body);
  while (match) {
    const [, closing, name, attrs, selfClosing, text] = match;
    const parent = stack[stack.length - 1];
    if (!parent) throw new Error('unbalanced');
    if (text !== undefined) {
      if (/&(?!(lt|gt|amp|quot|apos);)/.test(text)) throw new Error(`raw & in ${text}`);
    } else if (closing) {
      if (parent.name !== name) throw new Error(`</${name}> closes <${parent.name}>`);
      stack.pop();
    } else {
      const attributes = new Map<string, string>();
      for (const a of (attrs ?? '').matchAll(/([\w:.-]+)="([^"]*)"/g))
        attributes.set(a[1] ?? '', decodeEntities(a[2] ?? ''));
      const element = { name: name ?? '', attributes, children: [] };
      parent.children.push(element);
      if (!selfClosing) stack.push(element);
    }
    if (token.lastIndex === body.length) break;
    match = token.exec(body);
  }
  expect(token.lastIndex).toBe(body.length);
  expect(stack).toHaveLength(1);
  return root;
}

function all(element: XmlElement, name: string): XmlElement[] {
  return element.children.flatMap((c) => (c.name === name ? [c, ...all(c, name)] : all(c, name)));
}

describe('GEXF export', () => {
  it('writes every node and edge with typed attributes and positions', () => {
    const doc = parse(toGexf(graph));
    expect(all(doc, 'node')).toHaveLength(5);
    expect(all(doc, 'edge')).toHaveLength(4);
    const cloud = all(doc, 'node').find((n) => n.attributes.get('id') === 'custom-cloud');
    expect(cloud?.attributes.get('label')).toBe('R&D <lab> "x"');
    const position = cloud ? all(cloud, 'viz:position')[0] : undefined;
    expect([position?.attributes.get('x'), position?.attributes.get('y')]).toEqual(['1.235', '-2']);
    const xml = toGexf(graph);
    expect(xml).toContain('<attvalue for="dev_type" value="switch"/>');
    expect(xml).toContain('<attvalue for="tags" value="core, critical"/>');
    expect(xml).toContain('weight="2"');
    expect(xml).toContain('<attvalue for="vlan" value="vl 100"/>');
  });
});

describe('GraphML export', () => {
  it('writes keys, nodes and edges', () => {
    const xml = toGraphml(graph);
    const doc = parse(xml);
    expect(all(doc, 'node')).toHaveLength(5);
    expect(all(doc, 'edge')).toHaveLength(4);
    expect(() => parse('<a><b></a>')).toThrow('</a> closes <b>');
    expect(xml).toContain('<key id="e_redundancy" for="edge" attr.name="redundancy" attr.type="int"/>');
    expect(xml).toContain('<data key="label">core-sw-01 10.0.0.1</data>');
    expect(xml).toContain('<data key="known">true</data>');
  });
});

describe('escapeXml', () => {
  it('escapes markup and drops characters XML cannot hold', () => {
    expect(escapeXml(`a<b>&"'\u0001`)).toBe('a&lt;b&gt;&amp;&quot;&apos;');
  });
});
