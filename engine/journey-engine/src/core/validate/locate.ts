/** Parses JSON with positions, so every error can name its line and column. */
import { parse, type AnyNode } from '@humanwhocodes/momoa';

export interface Position {
  line: number;
  column: number;
}

export interface LocatedJson {
  value: unknown;
  /** The position of the value at a JSON pointer ("" is the document). */
  valueAt(pointer: string): Position;
  /** The position of a property's key, or of its value where there is no key. */
  keyAt(pointer: string): Position;
}

export class JsonSyntaxError extends Error {
  constructor(
    message: string,
    readonly position: Position,
  ) {
    super(message);
  }
}

export function parseLocated(text: string): LocatedJson {
  let document;
  try {
    document = parse(text, { mode: 'json', ranges: false });
  } catch (error) {
    throw syntaxError(text, error as Error & { line?: number; column?: number; offset?: number });
  }
  const values = new Map<string, Position>();
  const keys = new Map<string, Position>();
  const walk = (node: AnyNode, pointer: string): void => {
    values.set(pointer, start(node));
    if (node.type === 'Object') {
      for (const member of node.members) {
        const child = `${pointer}/${escape(member.name.type === 'String' ? member.name.value : member.name.name)}`;
        keys.set(child, start(member.name));
        walk(member.value, child);
      }
    } else if (node.type === 'Array') {
      node.elements.forEach((element, index) => walk(element.value, `${pointer}/${index}`));
    }
  };
  walk(document.body, '');
  const nearest = (map: Map<string, Position>, pointer: string): Position => {
    for (let current = pointer; ; current = current.slice(0, current.lastIndexOf('/'))) {
      const found = map.get(current) ?? values.get(current);
      if (found || current === '') return found ?? { line: 1, column: 1 };
    }
  };
  return {
    value: JSON.parse(text),
    valueAt: (pointer) => nearest(values, pointer),
    keyAt: (pointer) => nearest(keys, pointer),
  };
}

const TOKENS: Record<string, string> = {
  RBrace: '"}"',
  LBrace: '"{"',
  RBracket: '"]"',
  LBracket: '"["',
  Comma: '","',
  Colon: '":"',
  String: 'a string',
  Number: 'a number',
  EOF: 'the end of the file',
};

/** The parser's message in plain words; a trailing comma is pointed at, not the bracket after it. */
function syntaxError(text: string, error: Error & { line?: number; column?: number; offset?: number }): JsonSyntaxError {
  const position = { line: error.line ?? 1, column: error.column ?? 1 };
  const token = /Unexpected token (\w+)/.exec(error.message)?.[1];
  if (!token) return new JsonSyntaxError(error.message.replace(/\s*\(\d+:\d+\)\s*$/, ''), position);
  const before = text.slice(0, error.offset ?? 0).trimEnd();
  if (before.endsWith(',') && (token === 'RBrace' || token === 'RBracket')) {
    const lines = before.split('\n');
    return new JsonSyntaxError(`trailing comma before ${TOKENS[token]}`, { line: lines.length, column: lines.at(-1)?.length ?? 1 });
  }
  return new JsonSyntaxError(`unexpected ${TOKENS[token] ?? token}`, position);
}

function start(node: AnyNode): Position {
  return { line: node.loc?.start.line ?? 1, column: node.loc?.start.column ?? 1 };
}

/** A key as a segment of a JSON pointer (RFC 6901: ~ as ~0, / as ~1). */
export function escape(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}
