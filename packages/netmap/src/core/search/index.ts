import type { NetGraph } from '../ingest/types';
import { filterNodesByQuery, type QueryError, tryParseQuery } from '../query';
import type { DataType, SearchEntry, SearchField, SearchHit, SearchIndex } from './types';
import { compactMac, FIELD_WEIGHTS, matchesDataType, matchQuality } from './utils';

export type * from './types';
export { matchesDataType, parseDataType, stepResult } from './utils';

/** Lower-cases the searchable fields once, so each keystroke only scans strings. */
export function buildSearchIndex(graph: NetGraph): SearchIndex {
  const entries: SearchEntry[] = [];
  graph.forEachNode((id, a) => {
    const values: [SearchField, string][] = [];
    const add = (field: SearchField, value: string | undefined) => {
      if (value) values.push([field, value.toLowerCase()]);
    };
    add('name', a.name);
    add('ip', a.ip);
    add('mac', a.mac);
    if (a.mac) add('mac', compactMac(a.mac));
    add('serial', a.serial);
    add('label', a.label.replace(/\s*\n\s*/g, ' '));
    for (const tag of a.tags) add('tags', tag);
    add('vendor', a.vendor);
    entries.push({ id, kind: a.kind, values });
  });
  return { entries };
}

function scoreTerm(entry: SearchEntry, term: string): { score: number; field: SearchField } | undefined {
  let best: { score: number; field: SearchField } | undefined;
  for (const [field, value] of entry.values) {
    const quality = matchQuality(value, field === 'mac' && value.length === 12 ? compactMac(term) : term);
    if (quality === 0) continue;
    const score = quality * FIELD_WEIGHTS[field];
    if (!best || score > best.score) best = { score, field };
  }
  return best;
}

/**
 * Full-text search, case-insensitive. Every whitespace-separated term must match some field; hits are
 * ranked by match quality (exact > prefix > substring) times the field's weight, best first.
 */
export function searchNodes(index: SearchIndex, text: string, dataType: DataType = 'all'): SearchHit[] {
  const terms = text.toLowerCase().split(/\s+/).filter(Boolean);
  if (terms.length === 0) return [];
  const hits: SearchHit[] = [];
  for (const entry of index.entries) {
    if (!matchesDataType(entry, dataType)) continue;
    let score = 0;
    let field: SearchField | undefined;
    for (const term of terms) {
      const best = scoreTerm(entry, term);
      if (!best) {
        field = undefined;
        break;
      }
      score += best.score;
      field ??= best.field;
    }
    if (field) hits.push({ id: entry.id, score, field });
  }
  return hits.sort((a, b) => b.score - a.score || a.id.localeCompare(b.id));
}

export type SearchOutcome =
  | { mode: 'empty'; matches: [] }
  | { mode: 'text'; matches: string[]; hits: SearchHit[] }
  | { mode: 'query'; matches: string[] }
  | { mode: 'query'; matches: []; error: QueryError };

/** Text starting with `{` is a JSON query; anything else is full-text search. */
export function isJsonQuery(text: string): boolean {
  return text.trimStart().startsWith('{');
}

/** What the search box does: full text or JSON query, restricted to the `dataType`. */
export function runSearch(
  graph: NetGraph,
  index: SearchIndex,
  text: string,
  dataType: DataType = 'all',
): SearchOutcome {
  if (text.trim() === '') return { mode: 'empty', matches: [] };
  if (!isJsonQuery(text)) {
    const hits = searchNodes(index, text, dataType);
    return { mode: 'text', matches: hits.map((h) => h.id), hits };
  }
  const parsed = tryParseQuery(text);
  if (!parsed.ok) return { mode: 'query', matches: [], error: parsed.error };
  const matches = filterNodesByQuery(graph, parsed.query).filter((id) =>
    matchesDataType(graph.getNodeAttributes(id), dataType),
  );
  return { mode: 'query', matches };
}
