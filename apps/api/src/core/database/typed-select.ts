import type { Tables } from './schema.generated.js';

/**
 * Typed SELECT lists over the generated row types (schema.generated.ts, `pnpm db:types`; issue 25 item 1).
 * A repository writes its select list as an object, one entry per field of the row it answers, and the query
 * carries that row type to sql(), which answers it without a type argument:
 *
 *   const e = columnsOf('hrms_employees', 'e');
 *   const EMPLOYEE = select<EmployeeView>({ id: int(e.id), firstName: e.first_name, ... }, 'FROM hrms_employees e');
 *   const { rows } = await sql(EMPLOYEE.and('WHERE e.company_id = $1 AND e.id = $2'), [companyId, id]); // rows: EmployeeView[]
 *
 * A field without an entry (a forgotten alias), a column the schema does not have, or a column whose type does
 * not fit the field (a nullable column into a non-null field, a bigint into a number) fails to compile.
 */

/** A SQL expression and, for the compiler only, the type pg answers for it. */
export interface Expr<T> {
  readonly sql: string;
  /** Never set: carries T. */
  readonly type?: T;
}

export type Columns<N extends keyof Tables> = { readonly [C in keyof Tables[N] & string]: Expr<Tables[N][C]> };

/** The columns of `table` under `alias`, each typed from the generated schema: `columnsOf('hrms_employees', 'e').first_name`. */
export function columnsOf<N extends keyof Tables>(table: N, alias: string): Columns<N> {
  // Read while a module builds its SQL text once, never per request.
  return new Proxy({} as Columns<N>, {
    get: (_, column) => (typeof column === 'string' ? { sql: `${alias}.${column}` } : undefined),
  });
}

/** The columns of a LEFT JOINed table: each may be null whatever the schema says (no row joined). */
export function outerColumnsOf<N extends keyof Tables>(table: N, alias: string): { readonly [C in keyof Columns<N>]: Expr<Tables[N][C] | null> } {
  return columnsOf(table, alias);
}

/** An expression the schema cannot type (a function of several columns, a constant): its type is stated here. */
export function expr<T>(sql: string): Expr<T> {
  return { sql };
}

/** A bigint (or int) as a number: `x::int`. */
export function int<T extends string | number | null>(x: Expr<T>): Expr<null extends T ? number | null : number> {
  return { sql: `${x.sql}::int` };
}

/** A bigint or numeric as a number: `x::float8`, exact for whole numbers below 2^53 (paise beyond int's range). */
export function float8<T extends string | number | null>(x: Expr<T>): Expr<null extends T ? number | null : number> {
  return { sql: `${x.sql}::float8` };
}

/** A date as its 'YYYY-MM-DD' text. */
export function isoDate<T extends Date | null>(x: Expr<T>): Expr<null extends T ? string | null : string> {
  return { sql: `to_char(${x.sql}, 'YYYY-MM-DD')` };
}

/** A date's month as its 'YYYY-MM' text (a billing month, a GST return period). */
export function isoMonth<T extends Date | null>(x: Expr<T>): Expr<null extends T ? string | null : string> {
  return { sql: `to_char(${x.sql}, 'YYYY-MM')` };
}

/**
 * A text column whose values the application alone chooses (validated on the way in, no CHECK in the database),
 * read as the union it writes. A nullable column must be read into a union with null.
 */
export function written<V extends string | null>(x: Expr<string | Extract<V, null>>): Expr<V> {
  return { sql: x.sql };
}

/** A json or jsonb column read as the shape the application writes into it (pg parses it; the schema cannot say what is inside). */
export function jsonAs<V>(x: Expr<unknown>): Expr<V> {
  return { sql: x.sql };
}

/** `expression AS "field", ...` for every field of the answered row. */
export function selectList<Row>(selection: Selection<Row>): string {
  return Object.entries<Expr<unknown>>(selection)
    .map(([field, e]) => `${e.sql} AS "${field}"`)
    .join(', ');
}

/** One expression per field of `Row`, each typed to fit the field. */
export type Selection<Row> = { readonly [K in keyof Row]-?: Expr<Row[K]> };

/**
 * A statement whose answered row type is bound to its text: `sql(query, params)` (core/tenancy/sql.ts) answers
 * `Row[]`. The text is fixed when the module loads (prepared-statement names key on it).
 */
export class TypedQuery<Row> {
  /** Never set: carries Row for the compiler. */
  declare readonly row?: Row;
  constructor(readonly text: string) {}

  /** The same answer with more SQL after it (a WHERE, ORDER BY, LIMIT): `LIST.and('WHERE e.id = $2')`. */
  and(tail: string): TypedQuery<Row> {
    return new TypedQuery<Row>(`${this.text} ${tail}`);
  }
}

/** `SELECT <the typed list> <rest>`: rest names the tables (FROM, JOINs) and may hold the WHERE already. */
export function select<Row>(selection: Selection<Row>, rest: string): TypedQuery<Row> {
  return new TypedQuery<Row>(`SELECT ${selectList(selection)} ${rest}`);
}

/**
 * A write answering rows: `<statement> RETURNING <the typed list>`, e.g.
 * `returning<{ id: number }>('INSERT INTO hrms_holidays (...) VALUES (...)', { id: int(h.id) })` (unaliased columns).
 */
export function returning<Row>(statement: string, selection: Selection<Row>): TypedQuery<Row> {
  return new TypedQuery<Row>(`${statement} RETURNING ${selectList(selection)}`);
}

/**
 * Which column each field of a write is stored in, checked against the schema: `{ firstName: 'first_name', ... }`.
 * Answers the column list and, in the same order, the values of one set of fields.
 */
export function writeColumns<N extends keyof Tables, Fields>(_table: N, columns: { readonly [K in keyof Fields]-?: keyof Tables[N] & string }) {
  const fields = Object.keys(columns) as (keyof Fields)[];
  return {
    /** `first_name, middle_name, ...` */
    list: fields.map((f) => columns[f]).join(', '),
    /** The 0-based position of a field's column in `list` (and of its value in `values`). */
    indexOf: (field: keyof Fields) => fields.indexOf(field),
    values: (f: Fields): unknown[] => fields.map((k) => f[k]),
    /** `$first, $first+1, ...`: the values' placeholders, the first value being parameter `first`. */
    placeholders: (first: number) => fields.map((_, i) => `$${first + i}`).join(', '),
    /** `first_name = $first, middle_name = $first+1, ...` for an UPDATE's SET. */
    assignments: (first: number) => fields.map((f, i) => `${columns[f]} = $${first + i}`).join(', '),
  };
}

/**
 * Columns of one table answered as they are stored (no alias, no cast): the row is the generated row's `Pick`,
 * derived from the same list that writes the SQL, so the two cannot drift. For repositories whose callers work on
 * the stored row (snake_case, bigint as string) rather than a view:
 *
 *   const DOMAIN = storedColumns('ssl_domains', ['id', 'domain', 'verified']);
 *   export type DomainRow = RowOf<typeof DOMAIN>;
 *   const { rows } = await sql(DOMAIN.select('FROM ssl_domains WHERE company_id = $1'), [companyId]); // rows: DomainRow[]
 */
export function storedColumns<N extends keyof Tables, const K extends keyof Tables[N] & string>(_table: N, columns: readonly K[]) {
  // Quoted: a column may be named like a keyword (whatsapp_messages."timestamp").
  const list = columns.map((c) => `"${c}"`).join(', ');
  return {
    /** `"id", "domain", ...` */
    list,
    /** `SELECT <the columns> <rest>` */
    select: (rest: string) => new TypedQuery<Pick<Tables[N], K>>(`SELECT ${list} ${rest}`),
    /** `<statement> RETURNING <the columns>` */
    returning: (statement: string) => new TypedQuery<Pick<Tables[N], K>>(`${statement} RETURNING ${list}`),
  };
}

/** The row a `storedColumns(...)` list answers. */
export type RowOf<S extends { select: (rest: string) => TypedQuery<unknown> }> = S extends { select: (rest: string) => TypedQuery<infer R> } ? R : never;

/**
 * `SELECT count(*)::int AS n <rest>`: how many rows a `FROM ... WHERE ...` finds, for a page's total. The one
 * aggregate every list repeats, typed here once (a count above 2^31 rows is not a page).
 */
export function countOf(rest: string): TypedQuery<{ n: number }> {
  return new TypedQuery<{ n: number }>(`SELECT count(*)::int AS n ${rest}`);
}
