import { QueryError } from '@lne/netmap';
import { describe, expect, it } from 'vitest';
import {
  componentGroups,
  dataTypeParam,
  diffCounts,
  errorExcerpt,
  exportFileName,
  queryErrorText,
  resultText,
  viewStateFromAnswer,
} from './view';

const answer = (nodes: Record<string, unknown>[], edges: Record<string, unknown>[] = []) => ({
  graph: { elements: { nodes: nodes.map((data) => ({ data })), edges: edges.map((data) => ({ data })) } },
});

describe('componentGroups', () => {
  it('groups nodes by component_id and leaves groups out', () => {
    const groups = componentGroups(
      answer([
        { id: 'parent-1', node_type: 'group' },
        { id: 'a', component_id: 0 },
        { id: 'b', component_id: 1 },
        { id: 'c', component_id: 0 },
      ]),
    );
    expect(groups).toEqual([['a', 'c'], ['b']]);
  });
});

describe('viewStateFromAnswer', () => {
  it('reads impact flags, with cut edges among the impacted', () => {
    const view = viewStateFromAnswer(
      'impact',
      answer(
        [
          { id: 'a', impacted: false, removed: true },
          { id: 'b', impacted: true, removed: false },
        ],
        [{ id: 'a-b', source: 'a', target: 'b', cut: true, removed: true }],
      ),
    );
    if (view.mode !== 'impact') throw new Error('wrong mode');
    expect([...view.impactedNodes]).toEqual(['b']);
    expect([...view.impactedEdges]).toEqual(['a-b']);
    expect([...(view.selectedNodes ?? [])]).toEqual(['a']);
  });

  it('reads diff_status, unknown values as unchanged, and counts them', () => {
    const view = viewStateFromAnswer(
      'difference',
      answer([
        { id: 'a', diff_status: 'added' },
        { id: 'b', diff_status: 'removed' },
        { id: 'c', diff_status: 'changed' },
        { id: 'd', diff_status: 'odd' },
      ]),
    );
    expect(diffCounts(view)).toEqual({ added: 1, removed: 1, changed: 1, unchanged: 1 });
  });

  it('reads the root bridge and blocking links of a spanning tree', () => {
    const view = viewStateFromAnswer(
      'spanning-tree',
      answer(
        [{ id: 'a', is_root: true }, { id: 'b' }],
        [
          { id: 'a-b', stp_state: 'blocking' },
          { id: 'a-c', stp_state: 'forwarding' },
        ],
      ),
    );
    if (view.mode !== 'spanning-tree') throw new Error('wrong mode');
    expect([...view.rootNodes]).toEqual(['a']);
    expect([...view.blockingEdges]).toEqual(['a-b']);
    expect([...(view.treeEdges ?? [])]).toEqual(['a-c']);
  });

  it('numbers components largest first', () => {
    const view = viewStateFromAnswer(
      'connected-components',
      answer([
        { id: 'a', component_id: 0 },
        { id: 'b', component_id: 1 },
        { id: 'c', component_id: 1 },
      ]),
    );
    if (view.mode !== 'connected-components') throw new Error('wrong mode');
    expect(view.components.get('b')).toBe(0);
    expect(view.components.get('a')).toBe(1);
  });
});

describe('texts', () => {
  it('writes All for every type in the URL', () => {
    expect(dataTypeParam('all')).toBe('All');
    expect(dataTypeParam('hosts')).toBe('hosts');
  });

  it('places syntax errors by line and column and invalid queries by path', () => {
    expect(queryErrorText(QueryError.syntax('{\n "a" 1}', 7, 'expected ":"'))).toBe(
      'Line 2, column 6: expected ":"',
    );
    expect(queryErrorText(QueryError.invalid('$.vendor', 'unknown operator $foo'))).toBe(
      'At $.vendor: unknown operator $foo',
    );
  });

  it('counts results and the one stepped to', () => {
    expect(resultText(-1, 0)).toBe('No results');
    expect(resultText(-1, 1)).toBe('1 result');
    expect(resultText(2, 12)).toBe('3 of 12');
  });
});

describe('errorExcerpt', () => {
  it('splits the text at the error, shortened on both sides', () => {
    expect(errorExcerpt('{"vendor" "cisco"}', 10)).toEqual({ before: '{"vendor" ', after: '"cisco"}' });
    expect(errorExcerpt('abcdefghij', 5, 2)).toEqual({ before: '…de', after: 'fg…' });
  });
});

describe('exportFileName', () => {
  it('names an export after its network and snapshot, so exports of other contexts do not overwrite it', () => {
    expect(exportFileName(2, 7, 'png')).toBe('netmap-2-7.png');
    expect(exportFileName(1, 1, 'graphml')).toBe('netmap-1-1.graphml');
  });
});
