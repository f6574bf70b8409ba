import type { ConfigNode } from '../../model/types';
import { type ParseInput, ParseLog, type ParseResult } from '../../parse/types';
import { finish, type LineOutcome, newContext, readSetLine } from './extract';
import { flattenJunos, setLineText } from './flatten';
import { expandInterfaceRanges } from './interface-range';

export type { FlattenResult, JunosSetLine } from './flatten';
export { flattenJunos, setLineText } from './flatten';

/**
 * A Junos configuration, curly-brace (`show configuration`) or `set` form (`show configuration | display set`),
 * into the model. The text is flattened to `set` lines first (see `flattenJunos`); each line is then read
 * against the paths this parser understands. A line it does not understand is counted unrecognised and warned
 * about at its source line, as Batfish does; inactive lines are understood and ignored, as Junos ignores them.
 * Counts are of source lines: a line is recognised when any `set` line it gave was understood.
 */
export function parseJunosConfig(text: string, input: ParseInput): ParseResult {
  const log = new ParseLog(input.file);
  const flat = flattenJunos(typeof text === 'string' ? text : '', input.file);
  for (const warning of flat.warnings) log.warnings.push(warning);
  const ctx = newContext(input.file);
  const outcomes = new Map<number, LineOutcome>();
  const firstUnknown = new Map<number, string>();
  const tree: ConfigNode[] = [];
  let groupsApplied = false;
  const lines = expandInterfaceRanges(flat.lines, log.warnings, input.file);
  for (const line of lines) {
    const textOfLine = setLineText(line);
    tree.push({
      text: line.group ? `${textOfLine} ## group ${line.group}` : textOfLine,
      line: line.line,
      children: [],
    });
    if (line.group) groupsApplied = true;
    let outcome: LineOutcome;
    if (line.inactive) outcome = 'known';
    else {
      try {
        outcome = readSetLine(ctx, line);
      } catch (error) {
        // A reader that meets a shape it did not expect must not end the file's parse.
        outcome = 'unknown';
        log.warn(line.line, 'reader-error', `could not read ${textOfLine}: ${String(error)}`, 'error');
      }
    }
    const previous = outcomes.get(line.line);
    if (outcome !== 'unknown') outcomes.set(line.line, outcome);
    else if (previous === undefined) {
      outcomes.set(line.line, 'unknown');
      firstUnknown.set(line.line, textOfLine);
    }
  }
  if (groupsApplied) {
    log.warn(
      0,
      'apply-groups',
      'group inheritance was expanded: statements marked `## group` in the tree come from apply-groups',
      'info',
    );
  }
  const sourceLines = countLines(typeof text === 'string' ? text : '');
  for (let n = 1; n <= sourceLines; n++) {
    const outcome = outcomes.get(n);
    if (outcome === 'unknown') log.unrecognizedLine(n, firstUnknown.get(n) ?? '');
    else log.recognized++;
  }
  const facts = finish(ctx, input);
  if (facts.config) facts.config.tree = tree;
  return log.result(facts);
}

function countLines(text: string): number {
  if (text === '') return 0;
  let count = 1;
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) count++;
  return text.endsWith('\n') ? count - 1 : count;
}
