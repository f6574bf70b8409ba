import { describe, expect, it } from 'vitest';
import { buildCsv, CSV_BOM, csvCell, csvFileName } from './csv';

describe('csvCell', () => {
  it('writes empty values as empty cells', () => {
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell('')).toBe('');
  });

  it('leaves plain text as it is', () => {
    expect(csvCell('core-sw-01')).toBe('core-sw-01');
    expect(csvCell('10.0.0.1')).toBe('10.0.0.1');
    expect(csvCell('Zürich — Halle 3')).toBe('Zürich — Halle 3');
  });

  it('writes numbers and booleans', () => {
    expect(csvCell(42)).toBe('42');
    expect(csvCell(0)).toBe('0');
    expect(csvCell(1.5)).toBe('1.5');
    expect(csvCell(Number.NaN)).toBe('');
    expect(csvCell(true)).toBe('true');
    expect(csvCell(false)).toBe('false');
  });

  it('quotes commas, quotes and line breaks (RFC 4180)', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('"')).toBe('""""');
    expect(csvCell('line 1\nline 2')).toBe('"line 1\nline 2"');
    expect(csvCell('line 1\r\nline 2')).toBe('"line 1\r\nline 2"');
    expect(csvCell('cr\ronly')).toBe('"cr\ronly"');
  });

  it('defuses text that a spreadsheet would run as a formula', () => {
    expect(csvCell('=SUM(A1:A2)')).toBe("'=SUM(A1:A2)");
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-1')).toBe("'-1");
    expect(csvCell('@cmd')).toBe("'@cmd");
    expect(csvCell('\t=1')).toBe("'\t=1");
    expect(csvCell('\r=1')).toBe('"\'\r=1"');
  });

  it('quotes a defused formula that also holds a comma or quote', () => {
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"');
  });

  it('does not prefix numbers, only text', () => {
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell('a=b')).toBe('a=b');
    expect(csvCell(' =1')).toBe(' =1');
  });
});

describe('buildCsv', () => {
  it('starts with the UTF-8 BOM and ends every line with CRLF', () => {
    const csv = buildCsv(
      ['Name', 'IP'],
      [
        ['sw1', '10.0.0.1'],
        ['sw2', null],
      ],
    );
    expect(csv).toBe(`${CSV_BOM}Name,IP\r\nsw1,10.0.0.1\r\nsw2,\r\n`);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
  });

  it('writes only the header when there are no rows', () => {
    expect(buildCsv(['A'], [])).toBe(`${CSV_BOM}A\r\n`);
  });

  it('quotes and defuses headers too', () => {
    expect(buildCsv(['Name, full', '=x'], [])).toBe(`${CSV_BOM}"Name, full",'=x\r\n`);
  });

  it('keeps a multi-line cell inside one record', () => {
    const csv = buildCsv(['Note'], [['a\nb'], ['c']]);
    expect(csv).toBe(`${CSV_BOM}Note\r\n"a\nb"\r\nc\r\n`);
  });
});

describe('csvFileName', () => {
  it('adds the extension once', () => {
    expect(csvFileName('devices')).toBe('devices.csv');
    expect(csvFileName('devices.csv')).toBe('devices.csv');
  });
});
