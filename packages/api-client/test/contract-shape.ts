// Structural rules every operation of the contract follows, beyond what the OpenAPI schema itself demands:
// generated hook names must be unique, Swagger UI groups by tag, clients need a typed success answer, and the
// bundled document must be self-contained. Pure functions over the parsed document.

const methods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

export type Operation = {
  method: string;
  path: string;
  operation: Record<string, unknown>;
  pathItem: Record<string, unknown>;
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function listOperations(document: unknown): Operation[] {
  const paths = isRecord(document) ? document.paths : undefined;
  if (!isRecord(paths)) return [];
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(paths)) {
    if (!isRecord(item)) continue;
    for (const method of methods) {
      const operation = item[method];
      if (isRecord(operation))
        operations.push({ method: method.toUpperCase(), path, operation, pathItem: item });
    }
  }
  return operations;
}

function decodePointerToken(token: string): string {
  return decodeURIComponent(token).replace(/~1/g, '/').replace(/~0/g, '~');
}

/** Follows a local `#/a/b` reference; undefined when it is external or leads nowhere. */
export function resolvePointer(document: unknown, ref: string): unknown {
  if (ref === '#') return document;
  if (!ref.startsWith('#/')) return undefined;
  let node: unknown = document;
  for (const token of ref.slice(2).split('/').map(decodePointerToken)) {
    if (Array.isArray(node) && /^\d+$/.test(token)) node = node[Number(token)];
    else if (isRecord(node) && Object.hasOwn(node, token)) node = node[token];
    else return undefined;
  }
  return node;
}

/** A `$ref` object is replaced by its target (one level at a time, as deep as the chain goes). */
function deref(document: unknown, value: unknown, depth = 0): unknown {
  if (depth > 20 || !isRecord(value) || typeof value.$ref !== 'string') return value;
  return deref(document, resolvePointer(document, value.$ref), depth + 1);
}

function label(op: Operation): string {
  return `${op.method} ${op.path}`;
}

export function duplicateOperationIds(document: unknown): string[] {
  const byId = new Map<string, string[]>();
  for (const op of listOperations(document)) {
    const id = op.operation.operationId;
    if (typeof id !== 'string') continue;
    byId.set(id, [...(byId.get(id) ?? []), label(op)]);
  }
  return [...byId]
    .filter(([, where]) => where.length > 1)
    .map(([id, where]) => `operationId ${id} is used by ${where.join(', ')}`);
}

export function operationsWithoutOperationId(document: unknown): string[] {
  return listOperations(document)
    .filter((op) => typeof op.operation.operationId !== 'string' || op.operation.operationId === '')
    .map((op) => `${label(op)} has no operationId`);
}

export function operationsWithoutTag(document: unknown): string[] {
  return listOperations(document)
    .filter((op) => {
      const tags = op.operation.tags;
      return !Array.isArray(tags) || !tags.some((tag) => typeof tag === 'string' && tag !== '');
    })
    .map((op) => `${label(op)} has no tag`);
}

/**
 * Each operation needs a 2xx answer with a schema. A 204 is the one success that by HTTP carries no body
 * (spec §7: "204 gives no body"), so it counts without a schema.
 */
export function operationsWithoutSuccessSchema(document: unknown): string[] {
  return listOperations(document)
    .filter((op) => {
      const responses = op.operation.responses;
      if (!isRecord(responses)) return true;
      return !Object.entries(responses).some(([status, raw]) => {
        if (!/^2(\d\d|XX)$/.test(status)) return false;
        if (status === '204') return true;
        const response = deref(document, raw);
        const content = isRecord(response) ? response.content : undefined;
        if (!isRecord(content)) return false;
        return Object.values(content).some((media) => isRecord(media) && isRecord(media.schema));
      });
    })
    .map((op) => `${label(op)} has no 2xx response with a schema`);
}

export function unresolvedRefs(document: unknown): string[] {
  const problems = new Set<string>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      node.forEach(visit);
      return;
    }
    if (!isRecord(node)) return;
    const ref = node.$ref;
    if (typeof ref === 'string' && resolvePointer(document, ref) === undefined) {
      problems.add(`$ref ${ref} does not resolve`);
    }
    for (const [key, value] of Object.entries(node)) {
      // Example values are data, not schema: a `$ref` key inside one is a value, not a reference. A map of
      // Example Objects may still reference `#/components/examples/...`, so only their `value` is skipped.
      if (key === 'example' || (key === 'examples' && Array.isArray(value))) continue;
      if (key === 'examples' && isRecord(value)) {
        for (const entry of Object.values(value)) {
          if (isRecord(entry))
            visit(Object.fromEntries(Object.entries(entry).filter(([k]) => k !== 'value')));
        }
        continue;
      }
      visit(value);
    }
  };
  visit(document);
  return [...problems];
}

/** Spec §7: every call sits under `/api`, except the price request. */
export function operationsOutsideApi(document: unknown): string[] {
  return listOperations(document)
    .filter((op) => !op.path.startsWith('/api/') && label(op) !== 'POST /send-email')
    .map((op) => `${label(op)} is not under /api`);
}

/** Orval turns an operationId into `use<OperationId>`: camelCase reads as a hook name. */
export function operationIdsNotCamelCase(document: unknown): string[] {
  return listOperations(document)
    .filter((op) => typeof op.operation.operationId === 'string')
    .filter((op) => !/^[a-z][a-zA-Z0-9]*$/.test(String(op.operation.operationId)))
    .map((op) => `${label(op)} has operationId ${String(op.operation.operationId)}, not camelCase`);
}

function parametersOf(document: unknown, op: Operation): Record<string, unknown>[] {
  const own = Array.isArray(op.operation.parameters) ? op.operation.parameters : [];
  const shared = Array.isArray(op.pathItem.parameters) ? op.pathItem.parameters : [];
  return [...shared, ...own].map((raw) => deref(document, raw)).filter(isRecord);
}

/** Spec §7: array query values go in bracket style, so their names end in `[]` (`tag_ids[]=1&tag_ids[]=2`). */
export function arrayQueryParametersWithoutBrackets(document: unknown): string[] {
  return listOperations(document).flatMap((op) =>
    parametersOf(document, op)
      .filter((parameter) => parameter.in === 'query' && typeof parameter.name === 'string')
      .filter((parameter) => {
        const schema = deref(document, parameter.schema);
        return isRecord(schema) && schema.type === 'array' && !String(parameter.name).endsWith('[]');
      })
      .map((parameter) => `${label(op)} has array query parameter ${String(parameter.name)} without []`),
  );
}

/**
 * Answers that are not wrapped in `{data: ...}`: the fastapi-users login answers `{access_token, token_type}`
 * (BACKEND-FACTS.md) and the price request is read for `status` and `message` (spec §7).
 */
export const unwrappedAnswers: readonly string[] = ['POST /api/system/auth/jwt/login', 'POST /send-email'];

/** BACKEND-FACTS.md: JSON answers carry their payload under `data`; the mutator unwraps it. */
export function successAnswersWithoutEnvelope(document: unknown): string[] {
  return listOperations(document)
    .filter((op) => !unwrappedAnswers.includes(label(op)))
    .flatMap((op) => {
      const responses = op.operation.responses;
      if (!isRecord(responses)) return [];
      return Object.entries(responses)
        .filter(([status]) => /^2(\d\d|XX)$/.test(status))
        .filter(([, raw]) => {
          const response = deref(document, raw);
          const content = isRecord(response) ? response.content : undefined;
          const media = isRecord(content) ? content['application/json'] : undefined;
          if (!isRecord(media)) return false;
          const schema = deref(document, media.schema);
          const properties = isRecord(schema) ? schema.properties : undefined;
          return !(isRecord(properties) && 'data' in properties);
        })
        .map(([status]) => `${label(op)} answers ${status} without the {data} envelope`);
    });
}

export function contractProblems(document: unknown): string[] {
  return [
    ...operationsWithoutOperationId(document),
    ...duplicateOperationIds(document),
    ...operationIdsNotCamelCase(document),
    ...operationsWithoutTag(document),
    ...operationsOutsideApi(document),
    ...arrayQueryParametersWithoutBrackets(document),
    ...operationsWithoutSuccessSchema(document),
    ...successAnswersWithoutEnvelope(document),
    ...unresolvedRefs(document),
  ];
}
