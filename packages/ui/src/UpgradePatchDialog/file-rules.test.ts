import { describe, expect, it } from 'vitest';
import { checkFiles } from './file-rules';

const file = (name: string, size = 10) => ({ name, size });

describe('checkFiles', () => {
  it('accepts only .tgz, with no size limit', () => {
    const result = checkFiles([file('patch-1.2.tgz', 5_000_000_000), file('notes.txt')], {
      accept: ['.tgz'],
    });
    expect(result.accepted.map((f) => f.name)).toEqual(['patch-1.2.tgz']);
    expect(result.rejected).toEqual([
      { name: 'notes.txt', message: 'File type must be one of the accepted types' },
    ]);
  });

  it('words size and count rejections', () => {
    expect(checkFiles([file('a.tgz', 20)], { accept: ['.tgz'], maxSize: 10 }).rejected[0]?.message).toBe(
      'File is larger than 10 bytes',
    );
    expect(checkFiles([file('a.tgz', 2)], { accept: ['.tgz'], minSize: 5 }).rejected[0]?.message).toBe(
      'File is smaller than 5 bytes',
    );
    expect(
      checkFiles([file('a.tgz'), file('b.tgz')], { accept: ['.tgz'], maxFiles: 1 }).rejected[0]?.message,
    ).toBe('Too many files');
  });
});
