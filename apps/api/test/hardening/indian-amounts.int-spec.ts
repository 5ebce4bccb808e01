import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';

/**
 * Issue 27 item 6: every amount field of the API reads amounts as Indians write them. The walk starts from openapi.json:
 * every schema a request body reaches, every property whose name says it is an amount (amount, price, mrp, pp, sp,
 * rate, limit, debit, credit, cost) and whose type is text or a number; each is checked on its DTO class: "2,990",
 * "1,00,000.50" and " 50000 " pass its rules and arrive as plain decimals. A new amount field without the shared
 * transform (IsRupeeAmount, or IndianAmount beside its own rule) fails here.
 */
const here = dirname(fileURLToPath(import.meta.url));
const openapi = JSON.parse(readFileSync(join(here, '../../../../packages/api-client/openapi.json'), 'utf8'));
const schemas: Record<string, { properties?: Record<string, any> }> = openapi.components.schemas;
const AMOUNT_NAME = /amount|price|^mrp$|^pp$|^sp$|rate$|limit|^debit$|^credit$|cost/i;

function amountFields(): { schema: string; property: string }[] {
  const seen = new Set<string>();
  const out: { schema: string; property: string }[] = [];
  const walk = (name: string) => {
    if (seen.has(name) || !schemas[name]) return;
    seen.add(name);
    for (const [key, prop] of Object.entries(schemas[name].properties ?? {})) {
      const ref = prop.$ref ?? prop.items?.$ref;
      if (ref) walk(ref.split('/').pop());
      const types = [prop.type, ...(prop.oneOf ?? []).map((o: { type?: string }) => o.type)];
      if (AMOUNT_NAME.test(key) && (types.includes('string') || types.includes('number')) && !prop.$ref && !prop.items) out.push({ schema: name, property: key });
    }
  };
  for (const ops of Object.values<Record<string, any>>(openapi.paths)) {
    for (const op of Object.values<any>(ops)) {
      const ref = op.requestBody?.content?.['application/json']?.schema?.$ref ?? op.requestBody?.content?.['multipart/form-data']?.schema?.$ref;
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

describe('amounts as Indians write them, in every amount field of openapi.json', () => {
  const fields = amountFields();

  it('finds the amount fields of products, purchase orders, payments, credit limits and opening balances', () => {
    const names = fields.map((f) => `${f.schema}.${f.property}`);
    expect(names).toEqual(expect.arrayContaining([
      'SaveProductDto.mrp', 'SaveProductDto.pp', 'SaveProductDto.sp', 'PurchaseOrderItemDto.rate', 'PurchasePaymentDto.amount', 'CreateReceiptDto.amount',
      'SavePartyDto.creditLimit', 'SaveExpenseDto.amount', 'OpeningAccountLineDto.debit', 'OpeningAccountLineDto.credit', 'OpeningStockLineDto.unitCost',
      'OpeningCustomerLineDto.amount', 'OpeningSupplierLineDto.amount',
    ]));
  });

  it.each([['2,990', '2990'], ['1,00,000.50', '100000.50'], [' 50000 ', '50000'], ['₹ 1,250', '1250']])('reads %j as %s everywhere', async (typed, plain) => {
    const classes = await dtoClasses();
    const problems: string[] = [];
    for (const { schema, property } of fields) {
      const cls = classes.get(schema);
      if (!cls) {
        problems.push(`${schema}: no DTO class of that name`);
        continue;
      }
      const instance = plainToInstance(cls, { [property]: typed }) as Record<string, unknown>;
      const errors = (await validate(instance)).filter((e) => e.property === property);
      if (errors.length > 0) problems.push(`${schema}.${property}: ${JSON.stringify(errors[0].constraints)}`);
      else if (instance[property] !== plain) problems.push(`${schema}.${property}: arrived as ${JSON.stringify(instance[property])}`);
    }
    expect(problems).toEqual([]);
  });

  it('still refuses what is not an amount', async () => {
    const classes = await dtoClasses();
    for (const bad of ['1,0,0', '12,34', 'abc']) {
      const instance = plainToInstance(classes.get('PurchasePaymentDto')!, { purchaseOrderId: 1, amount: bad });
      expect((await validate(instance)).map((e) => e.property)).toContain('amount');
    }
  });
});
