// Compares the calls listed in spec §7 with the operations of an OpenAPI document. Pure: no file access, so
// the rules can be tested on small documents and reused by the printing script.

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type SpecCall = { method: HttpMethod; path: string };

const methods: readonly HttpMethod[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

function isHttpMethod(value: string): value is HttpMethod {
  return (methods as readonly string[]).includes(value);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Parses the fixture: one `METHOD /path` per line; blank lines and `#` comments are ignored. A malformed
 * line throws, so a typo in the fixture cannot silently drop a call from the check.
 */
export function parseSpecCalls(text: string): SpecCall[] {
  const calls: SpecCall[] = [];
  text.split('\n').forEach((raw, index) => {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) return;
    const match = /^([A-Z]+) (\/\S*)$/.exec(line);
    const method = match?.[1];
    const path = match?.[2];
    if (method === undefined || path === undefined || !isHttpMethod(method)) {
      throw new Error(`spec-calls line ${index + 1} is not "METHOD /path": ${line}`);
    }
    calls.push({ method, path });
  });
  return calls;
}

/** `/a/{id}/b` and `/a/{group_id}/b` name the same route: parameter names are not part of the match. */
export function normalisePath(path: string): string {
  return path.replace(/\{[^}/]*\}/g, '{}');
}

function callKey(call: SpecCall): string {
  return `${call.method} ${normalisePath(call.path)}`;
}

/** Every `METHOD path` the document declares under `paths`. */
export function documentCalls(document: unknown): SpecCall[] {
  const paths = isRecord(document) ? document.paths : undefined;
  if (!isRecord(paths)) return [];
  const calls: SpecCall[] = [];
  for (const [path, item] of Object.entries(paths)) {
    if (!isRecord(item)) continue;
    for (const key of Object.keys(item)) {
      const method = key.toUpperCase();
      if (isHttpMethod(method) && isRecord(item[key])) calls.push({ method, path });
    }
  }
  return calls;
}

/** The fixture calls the document lacks, in fixture order, each listed once. */
export function missingCalls(document: unknown, fixture: readonly SpecCall[]): SpecCall[] {
  const present = new Set(documentCalls(document).map(callKey));
  const seen = new Set<string>();
  return fixture.filter((call) => {
    const key = callKey(call);
    if (present.has(key) || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export function formatCalls(calls: readonly SpecCall[]): string {
  return calls.map((call) => `${call.method} ${call.path}`).join('\n');
}
