import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';

/**
 * Issue 31 item 1: phones, GSTINs and PANs are read as people paste them, cleaned before their rules run. The walk
 * starts from openapi.json: every request-body property named phone / contactPhone, gstin, pan / panNumber is checked
 * on its DTO class: `+91 9822000001`, ` 98200 55555 ` and the landline `080-41234567` arrive as 10 digits; a GSTIN
 * ` 27aapfu0939f1zv ` arrives upper-cased and trimmed. A new such field without the shared transform fails here.
 */
const here = dirname(fileURLToPath(import.meta.url));
const openapi = JSON.parse(readFileSync(join(here, '../../../../packages/api-client/openapi.json'), 'utf8'));
const schemas: Record<string, { properties?: Record<string, any> }> = openapi.components.schemas;

function fieldsNamed(pattern: RegExp): { schema: string; property: string }[] {
  const seen = new Set<string>();
  const out: { schema: string; property: string }[] = [];
  const walk = (name: string) => {
    if (seen.has(name) || !schemas[name]) return;
    seen.add(name);
    for (const [key, prop] of Object.entries(schemas[name].properties ?? {})) {
      const ref = prop.$ref ?? prop.items?.$ref;
      if (ref) walk(ref.split('/').pop());
      else if (pattern.test(key)) out.push({ schema: name, property: key });
    }
  };
  for (const ops of Object.values<Record<string, any>>(openapi.paths)) {
    for (const op of Object.values<any>(ops)) {
      const ref = op.requestBody?.content?.['application/json']?.schema?.$ref;
      if (ref) walk(ref.split('/').pop());
    }
  }
  return out;
}

async function dtoClasses(): Promise<Map<string, new () => object>> {
  const modules = join(here, '../../src/modules');
  const classes = new Map<string, new () => object>();
  for (const mod of readdirSync(modules)) {
    let files: string[];
    try {
      files = readdirSync(join(modules, mod, 'dtos')).filter((f) => f.endsWith('.ts') && !f.endsWith('.spec.ts'));
    } catch {
      continue;
    }
    for (const f of files) {
      const exported = await import(join(modules, mod, 'dtos', f));
      for (const [name, value] of Object.entries(exported)) if (typeof value === 'function') classes.set(name, value as new () => object);
    }
  }
  return classes;
}

async function problemsFor(fields: { schema: string; property: string }[], typed: string, plain: string): Promise<string[]> {
  const classes = await dtoClasses();
  const problems: string[] = [];
  for (const { schema, property } of fields) {
    const cls = classes.get(schema);
    if (!cls) continue; // a schema the walk reaches through a response-only class
    const instance = plainToInstance(cls, { [property]: typed }) as Record<string, unknown>;
    const errors = (await validate(instance)).filter((e) => e.property === property);
    if (errors.length > 0) problems.push(`${schema}.${property}: ${JSON.stringify(errors[0].constraints)}`);
    else if (instance[property] !== plain) problems.push(`${schema}.${property}: arrived as ${JSON.stringify(instance[property])}`);
  }
  return problems;
}

describe('pasted phones, GSTINs and PANs in every request body of openapi.json', () => {
  // The invoice details' phone is printed on invoices as written (a landline keeps its trunk 0, its own rule and message):
  // it is cleaned of spaces and +91 by its own transform, not read as the spec's 10 digits.
  const phones = fieldsNamed(/^(phone|contactPhone|mobile)$/i).filter((f) => f.schema !== 'SaveCompanyInvoiceDetailsDto');
  const gstins = fieldsNamed(/gstin$/i);
  const pans = fieldsNamed(/^(pan|panNumber)$/i);

  it('finds the phone fields of parties, companies, profiles and employees', () => {
    expect(phones.map((f) => `${f.schema}.${f.property}`)).toEqual(expect.arrayContaining(['SavePartyDto.phone', 'SaveEmployeeDto.phone']));
    expect(gstins.length).toBeGreaterThan(2);
  });

  it.each([['+91 9822000001', '9822000001'], [' 98200 55555 ', '9820055555'], ['080-41234567', '8041234567'], ['+91-98220-00001', '9822000001']])(
    'reads the phone %j as %s everywhere',
    async (typed, plain) => expect(await problemsFor(phones, typed, plain)).toEqual([]),
  );

  it('reads a pasted lower-case GSTIN with spaces around it as the GSTIN', async () => {
    expect(await problemsFor(gstins, ' 27aapfu0939f1zv ', '27AAPFU0939F1ZV')).toEqual([]);
  });

  it('reads a pasted lower-case PAN with spaces around it as the PAN', async () => {
    expect(await problemsFor(pans, ' aapfu0939f ', 'AAPFU0939F')).toEqual([]);
  });

  it('still refuses what is not a phone', async () => {
    const classes = await dtoClasses();
    for (const bad of ['12345', '98220000011', 'call me']) {
      const instance = plainToInstance(classes.get('SavePartyDto')!, { phone: bad });
      expect((await validate(instance)).map((e) => e.property)).toContain('phone');
    }
  });
});
