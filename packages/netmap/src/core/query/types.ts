export type QueryScalar = string | number | boolean | null;

export type ComparisonOperator = '$eq' | '$ne' | '$gt' | '$gte' | '$lt' | '$lte';

export type FieldCondition =
  | { op: ComparisonOperator; value: QueryScalar }
  | { op: '$in'; values: QueryScalar[] }
  | { op: '$regex'; regex: RegExp };

/** The validated query; every node keeps the JSON path it came from, so later messages can point at it. */
export type QueryNode =
  | { type: '$and' | '$or'; path: string; items: QueryNode[] }
  | { type: '$not'; path: string; item: QueryNode }
  | { type: 'field'; path: string; field: string; conditions: FieldCondition[] };

export type QueryErrorKind = 'syntax' | 'invalid';
