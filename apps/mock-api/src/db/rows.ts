/** The rows of a raw statement's result, as both drivers give them. */
export function rowsOf(result: unknown): Record<string, unknown>[] {
  if (result && typeof result === 'object' && 'rows' in result && Array.isArray(result.rows)) {
    return result.rows as Record<string, unknown>[];
  }
  return [];
}
