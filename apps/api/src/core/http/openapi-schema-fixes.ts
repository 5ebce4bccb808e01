import { getMetadataStorage } from 'class-validator';
import type { OpenAPIObject } from '@nestjs/swagger';

type Schema = Record<string, unknown> & { properties?: Record<string, Record<string, unknown>> };

/**
 * What @nestjs/swagger cannot infer from TypeScript, corrected once for every DTO so the generated client
 * types requests as the server accepts them:
 *  - a field typed `string | number` (amounts, quantities, rates: "1250.50" or 1250.5) reflects as Object and
 *    would be documented as an empty object: it is a string or a number;
 *  - a field marked @IsOptional() accepts null as well as a missing value (class-validator skips both):
 *    it is documented nullable.
 */
export function correctRequestSchemas(document: OpenAPIObject): void {
  const schemas = (document.components?.schemas ?? {}) as Record<string, Schema>;
  for (const schema of Object.values(schemas)) {
    for (const property of Object.values(schema.properties ?? {})) {
      const structured = ['properties', '$ref', 'additionalProperties', 'allOf', 'oneOf', 'enum', 'items'].some((k) => k in property);
      if (property.type === 'object' && !structured) {
        delete property.type;
        property.oneOf = [{ type: 'string' }, { type: 'number' }];
      }
    }
  }
  const optional = new Map<string, Set<string>>();
  const storage = getMetadataStorage() as unknown as {
    validationMetadatas: Map<Function, unknown[]>;
    getTargetValidationMetadatas(target: Function, schema: string, always: boolean, strict: boolean): { propertyName: string; name?: string }[];
  };
  for (const target of storage.validationMetadatas.keys()) {
    // Inherited rules too (IntersectionType, PartialType and plain subclasses keep them on the parent).
    for (const m of storage.getTargetValidationMetadatas(target, '', true, false)) {
      if (m.name !== 'isOptional') continue;
      if (!optional.has(target.name)) optional.set(target.name, new Set());
      optional.get(target.name)!.add(m.propertyName);
    }
  }
  for (const [className, properties] of optional) {
    const schema = schemas[className];
    if (!schema?.properties) continue;
    for (const name of properties) {
      const property = schema.properties[name];
      if (!property || property.nullable) continue;
      if ('$ref' in property) schema.properties[name] = { allOf: [{ $ref: property.$ref }], nullable: true };
      else property.nullable = true;
    }
  }
}
