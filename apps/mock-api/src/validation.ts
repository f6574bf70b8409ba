import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import { parse } from 'yaml';
import type { ValidationIssue } from './errors';

export type JsonSchema = Record<string, unknown>;

/** An answer that does not match the contract (recorded in tests). */
export type ResponseIssue = { method: string; url: string; status: number; errors: ValidationIssue[] };

export type Parameter = { name: string; in: string; required?: boolean; schema?: JsonSchema };
type Operation = {
  operationId?: string;
  parameters?: (Parameter | { $ref: string })[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> };
};
export type OpenApiDocument = {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema>; parameters?: Record<string, Parameter> };
};

/** The bundled contract: next to the built server, else from `@lne/api-client`. */
export function contractPath(): string {
  const beside = fileURLToPath(new URL('./openapi.yaml', import.meta.url));
  if (existsSync(beside)) return beside;
  return createRequire(import.meta.url).resolve('@lne/api-client/openapi.yaml');
}

export function loadContract(path = contractPath()): OpenApiDocument {
  return parse(readFileSync(path, 'utf8')) as OpenApiDocument;
}

/** `/api/system/users/:id` → `/api/system/users/{id}` */
export function toOpenApiPath(fastifyPath: string): string {
  return fastifyPath.replace(/:(\w+)/g, '{$1}');
}

export type RequestParts = {
  query: Record<string, unknown>;
  params: Record<string, unknown>;
  body: unknown;
  contentType: string | undefined;
};

/** Checks one request; answers pydantic-like issues (empty when valid) and the coerced query and params. */
export type RequestValidator = (parts: RequestParts) => {
  issues: ValidationIssue[];
  query: Record<string, unknown>;
  params: Record<string, unknown>;
};

function typeMessage(type: string): [string, string] {
  switch (type) {
    case 'integer':
      return ['int_type', 'Input should be a valid integer'];
    case 'number':
      return ['float_type', 'Input should be a valid number'];
    case 'string':
      return ['string_type', 'Input should be a valid string'];
    case 'boolean':
      return ['bool_type', 'Input should be a valid boolean'];
    case 'array':
      return ['list_type', 'Input should be a valid list'];
    case 'object':
      return ['model_type', 'Input should be a valid dictionary or object to extract fields from'];
    default:
      return ['type_error', `Input should be of type ${type}`];
  }
}

function pointerToLoc(pointer: string): (string | number)[] {
  if (!pointer) return [];
  return pointer
    .split('/')
    .slice(1)
    .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'))
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

/** Ajv errors as FastAPI/pydantic 422 items. */
export function toIssues(
  errors: ErrorObject[] | null | undefined,
  root: (string | number)[],
): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  const seen = new Set<string>();
  for (const error of errors ?? []) {
    const loc = [...root, ...pointerToLoc(error.instancePath)];
    const params = error.params as Record<string, unknown>;
    let issue: ValidationIssue;
    switch (error.keyword) {
      case 'required':
        issue = { type: 'missing', loc: [...loc, String(params.missingProperty)], msg: 'Field required' };
        break;
      case 'additionalProperties':
      case 'unevaluatedProperties': {
        const extra = String(params.additionalProperty ?? params.unevaluatedProperty);
        issue = { type: 'extra_forbidden', loc: [...loc, extra], msg: 'Extra inputs are not permitted' };
        break;
      }
      case 'type': {
        const [type, msg] = typeMessage(String(params.type).split(',')[0] ?? '');
        issue = { type, loc, msg };
        break;
      }
      case 'enum':
      case 'const': {
        const allowed = (params.allowedValues as unknown[] | undefined) ?? [params.allowedValue];
        issue = {
          type: 'enum',
          loc,
          msg: `Input should be ${allowed.map((v) => `'${String(v)}'`).join(' or ')}`,
        };
        break;
      }
      case 'minLength':
        issue = {
          type: 'string_too_short',
          loc,
          msg: `String should have at least ${params.limit} characters`,
        };
        break;
      case 'maxLength':
        issue = {
          type: 'string_too_long',
          loc,
          msg: `String should have at most ${params.limit} characters`,
        };
        break;
      case 'minimum':
        issue = {
          type: 'greater_than_equal',
          loc,
          msg: `Input should be greater than or equal to ${params.limit}`,
        };
        break;
      case 'maximum':
        issue = {
          type: 'less_than_equal',
          loc,
          msg: `Input should be less than or equal to ${params.limit}`,
        };
        break;
      case 'minItems':
        issue = { type: 'too_short', loc, msg: `List should have at least ${params.limit} items` };
        break;
      case 'maxItems':
        issue = { type: 'too_long', loc, msg: `List should have at most ${params.limit} items` };
        break;
      case 'pattern':
        issue = {
          type: 'string_pattern_mismatch',
          loc,
          msg: `String should match pattern '${params.pattern}'`,
        };
        break;
      default:
        issue = { type: 'value_error', loc, msg: `Value error, ${error.message ?? 'invalid value'}` };
    }
    const key = JSON.stringify(issue);
    if (!seen.has(key)) {
      seen.add(key);
      issues.push(issue);
    }
  }
  return issues;
}

function firstType(schema: JsonSchema | undefined): string | undefined {
  if (!schema) return undefined;
  if (typeof schema.type === 'string') return schema.type;
  if (Array.isArray(schema.type)) return String(schema.type.find((t) => t !== 'null'));
  return undefined;
}

type Coerced = { ok: true; value: unknown } | { ok: false; issue: Omit<ValidationIssue, 'loc'> };

/** Query and path values arrive as strings: parse them as FastAPI does for the declared type. */
export function coerceParameter(raw: unknown, schema: JsonSchema | undefined): Coerced {
  const type = firstType(schema);
  if (type === 'array') {
    const items = (schema?.items as JsonSchema | undefined) ?? {};
    const list = Array.isArray(raw) ? raw : [raw];
    const out: unknown[] = [];
    for (const item of list) {
      const one = coerceParameter(item, items);
      if (!one.ok) return one;
      out.push(one.value);
    }
    return { ok: true, value: out };
  }
  if (Array.isArray(raw)) raw = raw[raw.length - 1];
  const text = String(raw);
  if (type === 'integer') {
    if (!/^[-+]?\d+$/.test(text.trim()))
      return {
        ok: false,
        issue: {
          type: 'int_parsing',
          msg: 'Input should be a valid integer, unable to parse string as an integer',
        },
      };
    const value = Number(text);
    if (!Number.isSafeInteger(value))
      return {
        ok: false,
        issue: {
          type: 'int_parsing_size',
          msg: 'Unable to parse input string as an integer, exceeded maximum size',
        },
      };
    return { ok: true, value };
  }
  if (type === 'number') {
    const value = Number(text);
    if (text.trim() === '' || !Number.isFinite(value))
      return {
        ok: false,
        issue: {
          type: 'float_parsing',
          msg: 'Input should be a valid number, unable to parse string as a number',
        },
      };
    return { ok: true, value };
  }
  if (type === 'boolean') {
    const lower = text.toLowerCase();
    if (['true', '1', 'yes', 'on', 't', 'y'].includes(lower)) return { ok: true, value: true };
    if (['false', '0', 'no', 'off', 'f', 'n'].includes(lower)) return { ok: true, value: false };
    return {
      ok: false,
      issue: { type: 'bool_parsing', msg: 'Input should be a valid boolean, unable to interpret input' },
    };
  }
  return { ok: true, value: text };
}

/** The longest text a field takes unless the contract says otherwise (notes, descriptions, configs fit). */
export const MAX_TEXT_LENGTH = 65_536;

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused here
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/**
 * Rules every text of a request follows, whatever its field: no NUL or other control character (tab and line
 * breaks are text; PostgreSQL refuses NUL in text and JSONB, and they hide content in the UI), and at most
 * `MAX_TEXT_LENGTH` characters. Walks objects and lists; keys are texts too.
 */
export function textIssues(
  value: unknown,
  loc: (string | number)[],
  out: ValidationIssue[] = [],
): ValidationIssue[] {
  if (out.length >= 20) return out;
  if (typeof value === 'string') {
    if (CONTROL.test(value))
      out.push({ type: 'string_pattern_mismatch', loc, msg: 'String should not contain control characters' });
    else if (value.length > MAX_TEXT_LENGTH)
      out.push({
        type: 'string_too_long',
        loc,
        msg: `String should have at most ${MAX_TEXT_LENGTH} characters`,
      });
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => {
      textIssues(item, [...loc, index], out);
    });
  } else if (value !== null && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (CONTROL.test(key) || key.length > 1024)
        out.push({ type: 'string_pattern_mismatch', loc: [...loc, key.slice(0, 64)], msg: 'Invalid key' });
      else textIssues(inner, [...loc, key], out);
    }
  }
  return out;
}

function rewriteRefs(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(rewriteRefs);
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value)) {
      out[key] =
        key === '$ref' && typeof inner === 'string' && inner.startsWith('#/')
          ? `contract${inner}`
          : rewriteRefs(inner);
    }
    return out;
  }
  return value;
}

export class ContractValidators {
  private readonly ajv: Ajv2020;
  private readonly responseChecks = new Map<string, ValidateFunction | undefined>();

  constructor(readonly document: OpenApiDocument) {
    this.ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
    this.ajv.addSchema({ $id: 'contract', components: rewriteRefs(document.components ?? {}) } as JsonSchema);
  }

  operation(method: string, openApiPath: string): Operation | undefined {
    const item = this.document.paths?.[openApiPath];
    const operation = item?.[method.toLowerCase()];
    if (!operation) return undefined;
    // Path-level parameters apply to every operation of the path unless the operation redefines them.
    const shared = (item as { parameters?: Operation['parameters'] }).parameters ?? [];
    return { ...operation, parameters: [...shared, ...(operation.parameters ?? [])] };
  }

  /** Whether the operation needs a bearer token (the document's default security unless it sets `security: []`). */
  isSecured(method: string, openApiPath: string): boolean {
    const operation = this.operation(method, openApiPath) as
      | (Operation & { security?: unknown[] })
      | undefined;
    if (!operation) return false;
    const security = operation.security ?? (this.document as { security?: unknown[] }).security ?? [];
    return security.length > 0;
  }

  /** A check of the JSON answer of `status`, or `undefined` when the contract declares no JSON schema for it. */
  responseValidator(method: string, openApiPath: string, status: number): ValidateFunction | undefined {
    const key = `${method} ${openApiPath} ${status}`;
    if (this.responseChecks.has(key)) return this.responseChecks.get(key);
    const operation = this.operation(method, openApiPath) as
      | (Operation & {
          responses?: Record<string, { $ref?: string; content?: Record<string, { schema?: JsonSchema }> }>;
        })
      | undefined;
    let response = operation?.responses?.[String(status)] ?? operation?.responses?.default;
    if (response?.$ref) {
      const name = response.$ref.split('/').pop() ?? '';
      const shared = (this.document.components as { responses?: Record<string, typeof response> } | undefined)
        ?.responses;
      response = shared?.[name];
    }
    const schema = response?.content?.['application/json']?.schema;
    const check = schema ? this.compile(schema) : undefined;
    this.responseChecks.set(key, check);
    return check;
  }

  private resolveParameter(parameter: Parameter | { $ref: string }): Parameter | undefined {
    if ('$ref' in parameter) {
      const name = parameter.$ref.split('/').pop() ?? '';
      return this.document.components?.parameters?.[name];
    }
    return parameter;
  }

  private compile(schema: JsonSchema): ValidateFunction {
    return this.ajv.compile(rewriteRefs(schema) as JsonSchema);
  }

  /** The validator of one operation, or `undefined` when the contract has no such operation. */
  validator(method: string, openApiPath: string): RequestValidator | undefined {
    const operation = this.operation(method, openApiPath);
    if (!operation) return undefined;
    const parameters = (operation.parameters ?? [])
      .map((parameter) => this.resolveParameter(parameter))
      .filter((parameter): parameter is Parameter => parameter !== undefined);
    const checks = parameters.map((parameter) => ({
      parameter,
      check: parameter.schema ? this.compile(parameter.schema) : undefined,
    }));
    const content = operation.requestBody?.content ?? {};
    const jsonSchema = content['application/json']?.schema;
    const formSchema = content['application/x-www-form-urlencoded']?.schema;
    const bodySchema = jsonSchema ?? formSchema;
    const bodyCheck = bodySchema ? this.compile(bodySchema) : undefined;
    const bodyRequired = operation.requestBody?.required === true;
    const isMultipart = 'multipart/form-data' in content;

    return ({ query, params, body, contentType }) => {
      const issues: ValidationIssue[] = [];
      const outQuery: Record<string, unknown> = {};
      const outParams: Record<string, unknown> = { ...params };
      for (const { parameter, check } of checks) {
        if (parameter.in !== 'query' && parameter.in !== 'path') continue;
        const source = parameter.in === 'query' ? query : params;
        const raw = source[parameter.name];
        const loc = [parameter.in, parameter.name];
        const target = parameter.in === 'query' ? outQuery : outParams;
        const declared = firstType(parameter.schema);
        // An empty value is no value for a text; for a number, a boolean or a date it is a wrong one.
        const empty = raw === '' && (declared === undefined || declared === 'string' || declared === 'array');
        if (raw === undefined || empty) {
          if (parameter.required || parameter.in === 'path')
            issues.push({ type: 'missing', loc, msg: 'Field required' });
          else if (parameter.schema && 'default' in parameter.schema)
            target[parameter.name] = parameter.schema.default;
          continue;
        }
        const coerced = coerceParameter(raw, parameter.schema);
        if (!coerced.ok) {
          issues.push({ ...coerced.issue, loc });
          continue;
        }
        const textual = textIssues(coerced.value, loc);
        if (textual.length > 0) {
          issues.push(...textual);
          continue;
        }
        if (check && !check(coerced.value)) {
          issues.push(...toIssues(check.errors, loc));
          continue;
        }
        target[parameter.name] = coerced.value;
      }
      if (bodyCheck && !isMultipart) {
        const isForm = contentType?.includes('application/x-www-form-urlencoded') && formSchema;
        const empty = body === undefined || body === null;
        if (empty) {
          if (bodyRequired) issues.push({ type: 'missing', loc: ['body'], msg: 'Field required' });
        } else if (!bodyCheck(body)) {
          issues.push(...toIssues(bodyCheck.errors, isForm ? ['body'] : ['body']));
        } else {
          issues.push(...textIssues(body, ['body']));
        }
      }
      return { issues, query: outQuery, params: outParams };
    };
  }
}
