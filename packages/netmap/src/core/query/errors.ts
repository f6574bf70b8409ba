import type { QueryErrorKind } from './types';

/**
 * Errors of the query language. `syntax` errors carry the offset (0-based) and line/column (1-based) in the
 * text; `invalid` errors carry the JSON path of the offending place, e.g. `$.$and[1].vendor`.
 */
export class QueryError extends Error {
  override readonly name = 'QueryError';
  readonly kind: QueryErrorKind;
  readonly path: string | undefined;
  readonly position: number | undefined;
  readonly line: number | undefined;
  readonly column: number | undefined;
  /** The message without the location prefix, for UIs that show the location apart. */
  readonly reason: string;

  private constructor(
    kind: QueryErrorKind,
    message: string,
    reason: string,
    where: { path?: string; position?: number; line?: number; column?: number },
  ) {
    super(message);
    this.kind = kind;
    this.reason = reason;
    this.path = where.path;
    this.position = where.position;
    this.line = where.line;
    this.column = where.column;
  }

  static syntax(text: string, position: number, reason: string): QueryError {
    const before = text.slice(0, position);
    const line = before.split('\n').length;
    const column = position - before.lastIndexOf('\n');
    return new QueryError(
      'syntax',
      `JSON syntax error at line ${line}, column ${column} (position ${position}): ${reason}`,
      reason,
      { position, line, column },
    );
  }

  static invalid(path: string, reason: string): QueryError {
    return new QueryError('invalid', `${path}: ${reason}`, reason, { path });
  }
}
