import { Table, type TableProps } from 'antd';
import type { PagedList } from '../api/envelope';
import { Pager } from './pager';

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

/** A table with the shared empty and loading states, and the shared pager under paged data. */
export function DataList<T extends object>({ data, loading = false, page = 0, onPageChange, rowKey = 'id', ...tableProps }: DataListProps<T>) {
  const paged = data && !Array.isArray(data) ? data : null;
  return (
    <>
      <Table<T>
        size="middle"
        scroll={{ x: 'max-content' }}
        {...tableProps}
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
