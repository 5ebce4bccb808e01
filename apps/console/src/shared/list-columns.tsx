import { Flex, type TableColumnType } from 'antd';
import type { ReactNode } from 'react';
import { PAGE_SIZE } from '../api';
import { formatDate, formatMoney, type DateValue, type MoneyValue } from './format';

/** '#': the row's number, continuing across pages (page 2 starts at PAGE_SIZE + 1). */
export function rowNumberColumn<T>(page: number, width = 60): TableColumnType<T> {
  return { title: '#', key: 'index', width, render: (_: unknown, __: T, index: number) => page * PAGE_SIZE + index + 1 };
}

/**
 * 'Action': the row's icon buttons side by side. Its key is 'action', the column writableColumns leaves out for
 * a role that may only read.
 */
export function actionColumn<T>(buttons: (row: T) => ReactNode, width = 100): TableColumnType<T> {
  return { title: 'Action', key: 'action', width, render: (_: unknown, row: T) => <Flex gap={4}>{buttons(row)}</Flex> };
}

/** An amount, right-aligned, as ₹12,34,567.89. */
export function moneyColumn<T>(title: string, dataIndex: keyof T & string, more: TableColumnType<T> = {}): TableColumnType<T> {
  return { title, dataIndex, align: 'right', render: (v: MoneyValue | null) => formatMoney(v), ...more };
}

/** A date as dd MMM yyyy; '-' when there is none. */
export function dateColumn<T>(title: string, dataIndex: keyof T & string, more: TableColumnType<T> = {}): TableColumnType<T> {
  return { title, dataIndex, render: (v: DateValue | null) => (v ? formatDate(v) : '-'), ...more };
}
