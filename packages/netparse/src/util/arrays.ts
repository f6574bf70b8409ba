/**
 * Appends every item of `from` to `into`, one by one, and returns `into`.
 *
 * `into.push(...from)` passes each item as an argument of one call; V8 puts arguments on the stack, so a list
 * of a few hundred thousand items (the warnings of a 20 MB configuration, the links of a large network)
 * overflows it with `RangeError: Maximum call stack size exceeded`. This loop has no such limit.
 */
export function appendAll<T>(into: T[], from: Iterable<T>): T[] {
  for (const item of from) into.push(item);
  return into;
}
