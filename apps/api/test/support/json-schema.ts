/**
 * A small JSON Schema (draft-07) checker for the keywords the repository's file schemas use: type, required,
 * properties, additionalProperties: false, items, minItems, maxItems, enum, minLength, maxLength, pattern,
 * minimum, maximum. Answers every violation with its JSON path (an empty list when the document is valid).
 */
export type Schema = {
  type?: string;
  required?: string[];
  properties?: Record<string, Schema>;
  additionalProperties?: boolean;
  items?: Schema;
  minItems?: number;
  maxItems?: number;
  enum?: unknown[];
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minimum?: number;
  maximum?: number;
};

const KNOWN = new Set(['$schema', '$comment', 'title', 'description', 'type', 'required', 'properties', 'additionalProperties', 'items', 'minItems',
  'maxItems', 'enum', 'minLength', 'maxLength', 'pattern', 'minimum', 'maximum']);

function typeOk(type: string, v: unknown): boolean {
  switch (type) {
    case 'object': return typeof v === 'object' && v !== null && !Array.isArray(v);
    case 'array': return Array.isArray(v);
    case 'string': return typeof v === 'string';
    case 'number': return typeof v === 'number' && Number.isFinite(v);
    case 'integer': return Number.isInteger(v);
    case 'boolean': return typeof v === 'boolean';
    default: throw new Error(`schema type ${type} is not supported by this checker`);
  }
}

export function validate(schema: Schema, value: unknown, path = '$'): string[] {
  for (const key of Object.keys(schema)) if (!KNOWN.has(key)) throw new Error(`schema keyword ${key} at ${path} is not supported by this checker`);
  const errors: string[] = [];
  if (schema.type && !typeOk(schema.type, value)) return [`${path}: expected ${schema.type}, got ${JSON.stringify(value)}`];
  if (schema.enum && !schema.enum.includes(value)) errors.push(`${path}: ${JSON.stringify(value)} is not one of ${JSON.stringify(schema.enum)}`);
  if (typeof value === 'string') {
    if (schema.minLength !== undefined && value.length < schema.minLength) errors.push(`${path}: shorter than ${schema.minLength}`);
    if (schema.maxLength !== undefined && value.length > schema.maxLength) errors.push(`${path}: longer than ${schema.maxLength}`);
    if (schema.pattern !== undefined && !new RegExp(schema.pattern).test(value)) errors.push(`${path}: ${JSON.stringify(value)} does not match ${schema.pattern}`);
  }
  if (typeof value === 'number') {
    if (schema.minimum !== undefined && value < schema.minimum) errors.push(`${path}: below ${schema.minimum}`);
    if (schema.maximum !== undefined && value > schema.maximum) errors.push(`${path}: above ${schema.maximum}`);
  }
  if (Array.isArray(value)) {
    if (schema.minItems !== undefined && value.length < schema.minItems) errors.push(`${path}: fewer than ${schema.minItems} items`);
    if (schema.maxItems !== undefined && value.length > schema.maxItems) errors.push(`${path}: more than ${schema.maxItems} items`);
    if (schema.items) value.forEach((v, i) => errors.push(...validate(schema.items!, v, `${path}[${i}]`)));
  }
  if (typeOk('object', value)) {
    const obj = value as Record<string, unknown>;
    for (const key of schema.required ?? []) if (!(key in obj)) errors.push(`${path}: ${key} is required`);
    for (const [key, v] of Object.entries(obj)) {
      const sub = schema.properties?.[key];
      if (sub) errors.push(...validate(sub, v, `${path}.${key}`));
      else if (schema.additionalProperties === false) errors.push(`${path}: ${key} is not allowed`);
    }
  }
  return errors;
}
