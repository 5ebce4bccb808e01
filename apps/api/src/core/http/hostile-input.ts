import type { NextFunction, Request, Response } from 'express';
import { statusCodeName, type Envelope } from './api-reply.js';

/** Limits checked on every parsed body and query before any pipe, validator or transformer sees them. */
export const INPUT_LIMITS = {
  /** Objects and arrays inside each other: a real form is a few levels deep; thousands overflow class-transformer. */
  maxDepth: 32,
  maxBodyBytes: '1mb',
} as const;

export const INPUT_MESSAGES = {
  tooDeep: `Request body is nested too deeply (at most ${INPUT_LIMITS.maxDepth} levels)`,
  forbiddenKey: (field: string) => `${field} is not an allowed field name`,
  badCharacters: (field: string) => `${field} contains characters that are not allowed`,
  repeatedParameter: (name: string) => `${name} must be given once`,
} as const;

/** Keys that reach object prototypes when a library copies them. */
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
/** C0 controls but tab, line feed and carriage return; DEL; C1 controls. */
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
/** Half of a surrogate pair: not text (PostgreSQL rejects it as invalid UTF-8). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export interface InputProblem {
  field: string;
  message: string;
}

const join = (path: string, key: string | number) =>
  typeof key === 'number' ? `${path}[${key}]` : path ? `${path}.${key}` : key;

function badText(s: string): boolean {
  return CONTROL_CHARACTERS.test(s) || LONE_SURROGATE.test(s);
}

/**
 * The first problem in a parsed JSON value (or query object), walking it without recursion so a
 * hostile depth cannot overflow the stack here either. Field names are reported as paths (items[2].name).
 */
export function findInputProblem(value: unknown, root = ''): InputProblem | null {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value, path: root, depth: 0 }];
  while (stack.length) {
    const { value: v, path, depth } = stack.pop()!;
    if (typeof v === 'string') {
      if (badText(v)) return { field: path || 'body', message: INPUT_MESSAGES.badCharacters(path || 'The request') };
      continue;
    }
    // Raw bodies (signed webhooks) are bytes checked by their own handlers.
    if (v === null || typeof v !== 'object' || Buffer.isBuffer(v)) continue;
    if (depth >= INPUT_LIMITS.maxDepth) return { field: path || 'body', message: INPUT_MESSAGES.tooDeep };
    if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push({ value: v[i], path: join(path, i), depth: depth + 1 });
      continue;
    }
    for (const key of Object.keys(v)) {
      const field = join(path, key);
      if (FORBIDDEN_KEYS.has(key)) return { field, message: INPUT_MESSAGES.forbiddenKey(field) };
      if (badText(key)) return { field: 'body', message: INPUT_MESSAGES.badCharacters('A field name') };
      stack.push({ value: (v as Record<string, unknown>)[key], path: field, depth: depth + 1 });
    }
  }
  return null;
}

/**
 * Express middleware after the body parsers: 400 naming the field for NUL and other control characters,
 * lone surrogates, prototype keys and too deep nesting, in body and query alike (issue 17 item 4).
 */
export function rejectHostileInput() {
  return (req: Request, res: Response, next: NextFunction): void => {
    const repeatable = REPEATED_QUERY_ROUTES.some((prefix) => req.path.startsWith(prefix));
    const problem = findInputProblem(req.body) ?? queryProblem(req.query, repeatable) ?? pathProblem(req.path);
    if (!problem) return next();
    const envelope: Envelope = { status: statusCodeName(400), message: problem.message, data: { errors: [problem] } };
    res.status(400).json(envelope);
  };
}

/** Every query parameter of the API is one value: `?a=1&a=2` would reach a route as an array. */
/**
 * Routes that stand in for an outside service whose client repeats a parameter: PhonePe's SDK sends
 * ?details=false twice to its order status API (in the URL and again as request parameters), and the
 * product's PhonePe simulator answers it. Their characters are still checked.
 */
export const REPEATED_QUERY_ROUTES: readonly string[] = ['/api/simulator/phonepe/'];

function queryProblem(query: Request['query'], repeatable = false): InputProblem | null {
  for (const [name, value] of Object.entries(query ?? {})) {
    if (Array.isArray(value) && !repeatable) return { field: name, message: INPUT_MESSAGES.repeatedParameter(name) };
  }
  return findInputProblem(query);
}

function pathProblem(path: string): InputProblem | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return { field: 'path', message: INPUT_MESSAGES.badCharacters('The address') };
  }
  return badText(decoded) ? { field: 'path', message: INPUT_MESSAGES.badCharacters('The address') } : null;
}
