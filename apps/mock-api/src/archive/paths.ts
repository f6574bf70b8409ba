/**
 * The path of an archive entry inside the folder it unpacks to, or `undefined` when it would leave that
 * folder or cannot be written on every system: absolute paths, drive letters, backslashes (a separator on
 * Windows), `..` segments anywhere (even `a/../b`), NUL and other control characters. `./` and repeated
 * slashes are dropped; a path that names the folder itself is `''`.
 */
export function safeEntryPath(raw: string): string | undefined {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused here
  if (/[\u0000-\u001f\u007f\\]/.test(raw)) return undefined;
  if (raw.startsWith('/') || /^[A-Za-z]:/.test(raw)) return undefined;
  const segments = raw.split('/').filter((segment) => segment !== '' && segment !== '.');
  if (segments.includes('..')) return undefined;
  return segments.join('/');
}
