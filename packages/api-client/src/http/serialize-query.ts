/**
 * Query strings in bracket style (spec §7): arrays repeat `key[]`, objects nest as `key[field]`, so the
 * server reads `tag_ids[]=1&tag_ids[]=2` and `filter[name]=x`. `undefined` and `null` are left out.
 * Brackets stay literal (as axios and PHP-style servers write them); everything else is percent-encoded.
 */
export function serializeQuery(params: Readonly<Record<string, unknown>> | undefined): string {
  if (!params) return '';
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(params)) appendPairs(pairs, key, value);
  return pairs.join('&');
}

/** Appends the query to a URL that may already carry one. */
export function withQuery(url: string, params: Readonly<Record<string, unknown>> | undefined): string {
  const query = serializeQuery(params);
  if (!query) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${query}`;
}

function appendPairs(pairs: string[], key: string, value: unknown): void {
  if (value === undefined || value === null) return;
  if (Array.isArray(value)) {
    // Orval may already name the parameter `tag_ids[]`: never write `tag_ids[][]`.
    const arrayKey = key.endsWith('[]') ? key : `${key}[]`;
    value.forEach((item, index) => {
      if (isNested(item)) appendPairs(pairs, `${arrayKey.slice(0, -2)}[${index}]`, item);
      else appendPairs(pairs, arrayKey, item);
    });
    return;
  }
  if (value instanceof Date) {
    pairs.push(`${encodeKey(key)}=${encodeURIComponent(value.toISOString())}`);
    return;
  }
  if (typeof value === 'object') {
    for (const [field, inner] of Object.entries(value)) appendPairs(pairs, `${key}[${field}]`, inner);
    return;
  }
  pairs.push(`${encodeKey(key)}=${encodeURIComponent(String(value))}`);
}

function isNested(value: unknown): boolean {
  return typeof value === 'object' && value !== null && !(value instanceof Date);
}

function encodeKey(key: string): string {
  return encodeURIComponent(key).replace(/%5B/gi, '[').replace(/%5D/gi, ']');
}
