import { QueryError } from './errors';

/**
 * A strict JSON parser that reports where the text goes wrong. `JSON.parse` messages differ between engines
 * and recent V8 versions no longer give the position, which the query box needs to point at the error.
 */
export function parseJsonWithPosition(text: string): unknown {
  let i = 0;
  const fail = (reason: string, at = i): never => {
    throw QueryError.syntax(text, at, reason);
  };
  const describe = (at: number) => (at >= text.length ? 'end of input' : `'${text[at]}'`);
  const skip = () => {
    while (i < text.length && ' \t\n\r'.includes(text[i] ?? '')) i += 1;
  };
  const expect = (char: string) => {
    skip();
    if (text[i] !== char) fail(`expected '${char}' but found ${describe(i)}`);
    i += 1;
  };
  const parseString = (): string => {
    const start = i;
    i += 1;
    let out = '';
    while (i < text.length) {
      const c = text[i] ?? '';
      if (c === '"') {
        i += 1;
        return out;
      }
      if (c === '\\') {
        const next = text[i + 1];
        const simple: Record<string, string> = {
          '"': '"',
          '\\': '\\',
          '/': '/',
          b: '\b',
          f: '\f',
          n: '\n',
          r: '\r',
          t: '\t',
        };
        if (next !== undefined && next in simple) {
          out += simple[next];
          i += 2;
        } else if (next === 'u' && /^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6))) {
          out += String.fromCharCode(Number.parseInt(text.slice(i + 2, i + 6), 16));
          i += 6;
        } else {
          fail('invalid escape in string');
        }
      } else if (c < ' ') {
        fail('control character in string');
      } else {
        out += c;
        i += 1;
      }
    }
    return fail('unterminated string', start);
  };
  const parseValue = (): unknown => {
    skip();
    const c = text[i];
    if (c === '{') {
      i += 1;
      const out: Record<string, unknown> = {};
      skip();
      if (text[i] === '}') {
        i += 1;
        return out;
      }
      for (;;) {
        skip();
        if (text[i] !== '"') fail(`expected a property name in double quotes but found ${describe(i)}`);
        const key = parseString();
        expect(':');
        out[key] = parseValue();
        skip();
        if (text[i] === ',') {
          i += 1;
          continue;
        }
        if (text[i] === '}') {
          i += 1;
          return out;
        }
        fail(`expected ',' or '}' but found ${describe(i)}`);
      }
    }
    if (c === '[') {
      i += 1;
      const out: unknown[] = [];
      skip();
      if (text[i] === ']') {
        i += 1;
        return out;
      }
      for (;;) {
        out.push(parseValue());
        skip();
        if (text[i] === ',') {
          i += 1;
          continue;
        }
        if (text[i] === ']') {
          i += 1;
          return out;
        }
        fail(`expected ',' or ']' but found ${describe(i)}`);
      }
    }
    if (c === '"') return parseString();
    const literal = /^(?:true|false|null|-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?)/.exec(text.slice(i));
    if (literal) {
      i += literal[0].length;
      return literal[0] === 'true'
        ? true
        : literal[0] === 'false'
          ? false
          : literal[0] === 'null'
            ? null
            : Number(literal[0]);
    }
    return fail(`expected a value but found ${describe(i)}`);
  };
  const value = parseValue();
  skip();
  if (i < text.length) fail(`unexpected ${describe(i)} after the end of the query`);
  return value;
}
