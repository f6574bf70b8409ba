import { describe, expect, it } from 'vitest';
import { splitLines } from '../../parse/lines';
import { parseShowOutput, rejectedCommandLine } from './show-output';

const input = { file: 'out.txt', platform: 'arista_eos' as const };

/** A body that recognises every line it is given and reports their numbers. */
function seen(text: string) {
  const lines: number[] = [];
  const result = parseShowOutput(text, input, (ctx) => {
    for (const line of ctx.lines) {
      lines.push(line.n);
      ctx.log.recognized++;
    }
    return {};
  });
  return { lines, result };
}

describe('parseShowOutput', () => {
  it('skips an echoed prompt at the top and a bare prompt at the end, counting them as recognised', () => {
    const { lines, result } = seen('\nHP-Switch# show system\n data\nHP-Switch# \n');
    expect(lines).toEqual([1, 3]);
    expect(result.recognizedLines).toBe(4);
  });

  it('keeps a first line that is no prompt', () => {
    expect(seen('Hostname: spine1\nFQDN: spine1.example.net').lines).toEqual([1, 2]);
  });

  it('accepts AOS-S prompts with spaces in the hostname', () => {
    expect(seen('ProCurve Switch 2810-24G# show vlans\n x').lines).toEqual([2]);
  });

  it('warns about pager prompts left in the text', () => {
    const { result } = seen(' a\n-- MORE --, next page: Space, next line: Enter, quit: Control-C b\n c');
    expect(result.warnings).toEqual([
      {
        file: 'out.txt',
        line: 2,
        severity: 'info',
        code: 'pager-residue',
        text: 'a pager prompt was left in the output',
      },
    ]);
  });

  it('answers a refused command with a warning and no facts, without calling the body', () => {
    let called = false;
    const result = parseShowOutput(
      "sw1#show foo\n        ^\n% Invalid input detected at '^' marker.\n",
      input,
      () => {
        called = true;
        return { hostname: 'x' };
      },
    );
    expect(called).toBe(false);
    expect(result.facts).toEqual({});
    expect(result.warnings).toMatchObject([{ line: 3, code: 'command-rejected', severity: 'warning' }]);
    expect(result.recognizedLines).toBe(3);
  });

  it('turns an exception of the body into a parser-error warning', () => {
    const result = parseShowOutput('x', input, () => {
      throw new Error('boom');
    });
    expect(result.facts).toEqual({});
    expect(result.warnings).toMatchObject([
      { line: 0, code: 'parser-error', severity: 'error', text: 'the parser stopped: boom' },
    ]);
  });
});

describe('rejectedCommandLine', () => {
  it.each([
    ['Invalid input: lldpp', 1],
    ['% Incomplete command', 1],
    ['% Ambiguous command: "show i"', 1],
    ['% Command incomplete.', 1],
    ['show lldpp\nInvalid input: lldpp', 2],
  ])('%j is a refusal on line %i', (text, line) => {
    expect(rejectedCommandLine(splitLines(text))).toBe(line);
  });

  it('is not fooled by an output that mentions invalid input among its data', () => {
    expect(rejectedCommandLine(splitLines('Port  Status\nInvalid input: x\n1   Up'))).toBe(0);
    expect(rejectedCommandLine(splitLines(''))).toBe(0);
  });
});
