import type { ReactNode } from 'react';

export interface LightColumn<T> {
  title: string;
  align?: 'left' | 'right';
  render: (row: T) => ReactNode;
}

/**
 * A small read-only table (a few rows, no paging or sorting) as plain HTML: antd's Table is the dashboard's largest
 * chunk and its costliest render on a phone (issue 32 item 4). Rows and cells keep their table roles.
 */
export function LightTable<T>({ rows, rowKey, columns, loading, empty }: {
  rows: T[];
  rowKey: (row: T) => string | number;
  columns: LightColumn<T>[];
  loading: boolean;
  empty: string;
}) {
  return (
    <table className="light-table" aria-busy={loading}>
      <thead>
        <tr>
          {columns.map((c) => (
            <th key={c.title} className={c.align === 'right' ? 'light-table__right' : undefined} scope="col">
              {c.title}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 ? (
          <tr>
            <td colSpan={columns.length} className="light-table__empty">
              {loading ? 'Loading...' : empty}
            </td>
          </tr>
        ) : (
          rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((c) => (
                <td key={c.title} className={c.align === 'right' ? 'light-table__right' : undefined}>
                  {c.render(row)}
                </td>
              ))}
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
}
