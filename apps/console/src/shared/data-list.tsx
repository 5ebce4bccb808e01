import { Table, type TableColumnType, type TableProps } from 'antd';
import type { HTMLAttributes, ReactNode } from 'react';
import type { PagedList } from '../api/envelope';
import { Pager } from './pager';
import './data-list.css';

export const EMPTY_LIST_TEXT = 'No Record(s) Found.';

export interface DataListProps<T> extends Omit<TableProps<T>, 'dataSource' | 'pagination' | 'loading'> {
  /** The current page of data; undefined while the first load is running. */
  data: PagedList<T> | T[] | undefined;
  loading?: boolean;
  /** Zero-based page, for paged data. */
  page?: number;
  onPageChange?: (page: number) => void;
}

function rowsOf<T>(data: PagedList<T> | T[] | undefined): T[] {
  if (!data) return [];
  return Array.isArray(data) ? data : (data.list ?? []);
}

/** A column's title as plain text, for the label of its cell when rows show as cards; '' when it is not text. */
function titleText(title: unknown): string {
  return typeof title === 'string' || typeof title === 'number' ? String(title) : '';
}

/**
 * Every cell carries its column's title (`data-label`): below 768 px the rows show as cards, one line per cell with
 * its title beside it (data-list.css), since a phone cannot show a table's columns side by side (issue 31 item 3).
 */
export function labelCells<T>(columns: TableProps<T>['columns']): TableProps<T>['columns'] {
  return columns?.map((column) => {
    const c = column as TableColumnType<T> & { children?: unknown };
    if (c.children) return column;
    const label = titleText(c.title as ReactNode);
    return {
      ...column,
      onCell: (record: T, index?: number) => ({ ...(c.onCell?.(record, index) ?? {}), 'data-label': label } as HTMLAttributes<HTMLElement>),
    };
  });
}

/** A table with the shared empty and loading states, and the shared pager under paged data; rows as cards on phones. */
export function DataList<T extends object>({ data, loading = false, page = 0, onPageChange, rowKey = 'id', columns, className, ...tableProps }: DataListProps<T>) {
  const paged = data && !Array.isArray(data) ? data : null;
  return (
    <>
      <Table<T>
        size="middle"
        scroll={{ x: 'max-content' }}
        {...tableProps}
        className={className ? `data-list ${className}` : 'data-list'}
        columns={labelCells(columns)}
        rowKey={rowKey}
        dataSource={rowsOf(data)}
        loading={loading}
        pagination={false}
        locale={{ emptyText: loading ? ' ' : EMPTY_LIST_TEXT }}
      />
      {paged && onPageChange ? (
        <Pager page={page} totalPages={paged.totalPages} totalRecords={paged.totalRecords} onChange={onPageChange} />
      ) : null}
    </>
  );
}
