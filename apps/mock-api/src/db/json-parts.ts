/**
 * JSON text of large answers assembled from memoised parts: an element (a list item, a graph node or edge)
 * is serialised once per object and kept as UTF-8 bytes for as long as the object lives, so an answer rebuilt
 * after a small change serialises only the elements that are new objects. The objects must never be changed
 * after they were serialised (the document cache and the graph memos never change theirs).
 */
const parts = new WeakMap<object, Buffer>();

const COMMA = Buffer.from(',');
const OPEN = Buffer.from('[');
const CLOSE = Buffer.from(']');

/** `JSON.stringify(value)` as UTF-8 bytes, memoised by the object's identity. */
export function jsonPart(value: object): Buffer {
  let part = parts.get(value);
  if (!part) {
    part = Buffer.from(JSON.stringify(value));
    parts.set(value, part);
  }
  return part;
}

/** The parts of `JSON.stringify(items)` (an array of objects), each element memoised; appended to `out`. */
export function pushJsonArray(out: Buffer[], items: readonly object[]): Buffer[] {
  out.push(OPEN);
  items.forEach((item, index) => {
    if (index > 0) out.push(COMMA);
    out.push(jsonPart(item));
  });
  out.push(CLOSE);
  return out;
}

/** Text as UTF-8 bytes (for the fixed parts between memoised ones). */
export function jsonText(text: string): Buffer {
  return Buffer.from(text);
}
