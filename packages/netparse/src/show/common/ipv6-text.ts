/**
 * IPv6 text in RFC 5952 form (lower case, no leading zeros, the longest zero run as `::`), as the model keeps
 * addresses. IPv4 and text that is no IPv6 address come back unchanged. Never throws.
 */
export function rfc5952(raw: string): string {
  const text = raw.trim();
  if (!text.includes(':') || text.length > 64) return text;
  const [head = '', tail, extra] = text.toLowerCase().split('::');
  if (extra !== undefined) return text;
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  let groups = [...left, ...right];
  // An embedded IPv4 tail (`::ffff:192.0.2.1`) counts as two groups and is kept as it is written.
  const last = groups[groups.length - 1] ?? '';
  const dotted = last.includes('.');
  const width = dotted ? 7 : 8;
  if (tail === undefined) {
    if (groups.length !== width) return text;
  } else {
    if (groups.length >= width) return text;
    groups = [...left, ...new Array<string>(width - left.length - right.length).fill('0'), ...right];
  }
  const hexGroups = dotted ? groups.slice(0, -1) : groups;
  if (!hexGroups.every((g) => /^[0-9a-f]{1,4}$/.test(g))) return text;
  const values = hexGroups.map((g) => Number.parseInt(g, 16).toString(16));
  let bestStart = -1;
  let bestLength = 1;
  for (let i = 0; i < values.length; ) {
    if (values[i] !== '0') {
      i++;
      continue;
    }
    let j = i;
    while (j < values.length && values[j] === '0') j++;
    if (j - i > bestLength) {
      bestStart = i;
      bestLength = j - i;
    }
    i = j;
  }
  const all = dotted ? [...values, last] : values;
  if (bestStart < 0) return all.join(':');
  return `${all.slice(0, bestStart).join(':')}::${all.slice(bestStart + bestLength).join(':')}`;
}
