import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildCsv } from './csv';
import { downloadCsv } from './download';

afterEach(() => vi.restoreAllMocks());

describe('downloadCsv', () => {
  it('offers the document as a UTF-8 CSV file under the given name, BOM included', async () => {
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:test';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicked: { name: string; href: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ name: this.download, href: this.getAttribute('href') ?? '' });
    });

    downloadCsv('devices.csv', buildCsv(['Name'], [['=cmd']]));

    expect(clicked).toEqual([{ name: 'devices.csv', href: 'blob:test' }]);
    expect(blobs[0]?.type).toBe('text/csv;charset=utf-8');
    const bytes = new Uint8Array(await (blobs[0] as Blob).arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3))).toBe("Name\r\n'=cmd\r\n");
    expect(document.querySelector('a[download]')).toBeNull();
  });
});
