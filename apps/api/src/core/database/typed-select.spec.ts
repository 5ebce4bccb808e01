import type { SqlResult } from '../tenancy/sql.js';
import { columnsOf, countOf, expr, int, isoDate, outerColumnsOf, returning, select, selectList, storedColumns, writeColumns, written, type RowOf, type TypedQuery } from './typed-select.js';
import type { WhatsappMessagesRow } from './schema.generated.js';

/** The rows sql() answers for a query (its overload for TypedQuery), at the type level only. */
type RowsOf<Q> = Q extends TypedQuery<infer R> ? SqlResult<R>['rows'] : never;
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const same = <A, B>(ok: Same<A, B>) => ok;

// The @ts-expect-error lines are the point: the typecheck of npm test fails if any of them compiles.
interface HolidayRow {
  id: number;
  name: string;
  date: string;
  type: 'NATIONAL' | 'COMPANY';
}

const h = columnsOf('hrms_holidays', 'h');

describe('typed select lists', () => {
  it('writes one aliased expression per field, in order', () => {
    const list = selectList<HolidayRow>({ id: int(h.id), name: h.name, date: isoDate(h.holiday_date), type: written<'NATIONAL' | 'COMPANY'>(h.holiday_type) });
    expect(list).toBe(`h.id::int AS "id", h.name AS "name", to_char(h.holiday_date, 'YYYY-MM-DD') AS "date", h.holiday_type AS "type"`);
  });

  it('does not compile a forgotten field, an unknown column or a column of another type', () => {
    const fine = { id: int(h.id), name: h.name, date: isoDate(h.holiday_date), type: written<'NATIONAL' | 'COMPANY'>(h.holiday_type) };
    // @ts-expect-error a forgotten alias: `type` has no entry
    selectList<HolidayRow>({ id: fine.id, name: fine.name, date: fine.date });
    // @ts-expect-error a column hrms_holidays does not have
    expect(h.holiday_name.sql).toBe('h.holiday_name');
    // @ts-expect-error bigint arrives as a string: `id` needs int()
    selectList<HolidayRow>({ ...fine, id: h.id });
    // @ts-expect-error a date column is a Date, not the 'YYYY-MM-DD' text
    selectList<HolidayRow>({ ...fine, date: h.holiday_date });
  });

  it('types the columns of an outer-joined table as nullable, and a nullable column needs a nullable field', () => {
    const e = outerColumnsOf('hrms_employees', 'm');
    expect(selectList<{ name: string | null }>({ name: e.first_name })).toBe('m.first_name AS "name"');
    // @ts-expect-error an outer-joined column may be null
    selectList<{ name: string }>({ name: e.first_name });
    const own = columnsOf('hrms_employees', 'e');
    // @ts-expect-error middle_name is nullable
    selectList<{ middleName: string }>({ middleName: own.middle_name });
    // @ts-expect-error a nullable column read as values the application writes keeps its null
    written<'M' | 'F'>(own.gender);
    expect(selectList<{ flag: boolean }>({ flag: expr<boolean>('false') })).toBe('false AS "flag"');
  });

  it('lists the columns of a write and its values in one order', () => {
    const columns = writeColumns<'hrms_holidays', { name: string; date: string }>('hrms_holidays', { name: 'name', date: 'holiday_date' });
    expect(columns.list).toBe('name, holiday_date');
    expect(columns.indexOf('date')).toBe(1);
    expect(columns.values({ date: '2026-01-26', name: 'Republic Day' })).toEqual(['Republic Day', '2026-01-26']);
    expect(columns.placeholders(2)).toBe('$2, $3');
    expect(columns.assignments(3)).toBe('name = $3, holiday_date = $4');
    // @ts-expect-error a column hrms_holidays does not have
    writeColumns<'hrms_holidays', { name: string }>('hrms_holidays', { name: 'holiday_name' });
    // @ts-expect-error a field without a column
    writeColumns<'hrms_holidays', { name: string; date: string }>('hrms_holidays', { name: 'name' });
  });

  it('binds the row type to the query: select, and(), returning', () => {
    const q = select<HolidayRow>({ id: int(h.id), name: h.name, date: isoDate(h.holiday_date), type: written<'NATIONAL' | 'COMPANY'>(h.holiday_type) }, 'FROM hrms_holidays h');
    const one = q.and('WHERE h.id = $1');
    expect(one.text).toBe(`SELECT h.id::int AS "id", h.name AS "name", to_char(h.holiday_date, 'YYYY-MM-DD') AS "date", h.holiday_type AS "type" FROM hrms_holidays h WHERE h.id = $1`);
    expect(same<RowsOf<typeof one>, HolidayRow[]>(true)).toBe(true);
    const inserted = returning<{ id: number }>('INSERT INTO hrms_holidays AS h (name) VALUES ($1)', { id: int(h.id) });
    expect(inserted.text).toBe('INSERT INTO hrms_holidays AS h (name) VALUES ($1) RETURNING h.id::int AS "id"');
    expect(same<RowsOf<typeof inserted>, { id: number }[]>(true)).toBe(true);
    // @ts-expect-error the rows are the query's, not another shape
    expect(same<RowsOf<typeof one>, { id: number }[]>(true)).toBe(true);
    // @ts-expect-error a forgotten field fails in select() as in selectList()
    select<HolidayRow>({ id: int(h.id), name: h.name, date: isoDate(h.holiday_date) }, 'FROM hrms_holidays h');
  });

  it('answers stored columns as the generated row, from the same list that writes the SQL', () => {
    const MESSAGE = storedColumns('whatsapp_messages', ['id', 'timestamp', 'name']);
    expect(MESSAGE.select('FROM whatsapp_messages').text).toBe('SELECT "id", "timestamp", "name" FROM whatsapp_messages');
    expect(MESSAGE.returning('DELETE FROM whatsapp_messages').text).toBe('DELETE FROM whatsapp_messages RETURNING "id", "timestamp", "name"');
    expect(same<RowOf<typeof MESSAGE>, Pick<WhatsappMessagesRow, 'id' | 'timestamp' | 'name'>>(true)).toBe(true);
    expect(same<RowsOf<ReturnType<typeof MESSAGE.select>>, Pick<WhatsappMessagesRow, 'id' | 'timestamp' | 'name'>[]>(true)).toBe(true);
    // @ts-expect-error a column whatsapp_messages does not have
    storedColumns('whatsapp_messages', ['id', 'sent_by']);
    // @ts-expect-error a column left out of the list is not in the row
    expect((null as unknown as RowOf<typeof MESSAGE>)?.wa_id).toBeUndefined();
  });

  it('counts the rows of a FROM ... WHERE as a number', () => {
    const COUNT = countOf('FROM whatsapp_messages WHERE wa_id = $1');
    expect(COUNT.text).toBe('SELECT count(*)::int AS n FROM whatsapp_messages WHERE wa_id = $1');
    expect(same<RowsOf<typeof COUNT>, { n: number }[]>(true)).toBe(true);
  });
});
