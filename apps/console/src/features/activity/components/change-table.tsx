import { Table, Typography } from 'antd';
import { formatDate, formatDateTime24 } from '../../../shared/format';
import type { ActivityEntry } from '../api/use-activity';
import { HIDDEN_FIELDS, fieldLabel } from './activity-labels';

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A stored value as a person reads it: dates as dd MMM yyyy (HH:mm), yes/no, blank as a dash. */
export function readableValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string') {
    if (ISO_INSTANT.test(value)) return formatDateTime24(value) || value;
    if (ISO_DATE.test(value)) return formatDate(value) || value;
    return value;
  }
  if (typeof value === 'number') return String(value);
  return JSON.stringify(value);
}

interface Row {
  field: string;
  before?: unknown;
  after?: unknown;
}

/** The fields a row recorded: an edit as before → after, a creation or deletion as the record's fields. */
export function changeRows(entry: Pick<ActivityEntry, 'before' | 'after'>): Row[] {
  const before = (entry.before ?? {}) as Record<string, unknown>;
  const after = (entry.after ?? {}) as Record<string, unknown>;
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((k) => !HIDDEN_FIELDS.has(k));
  return keys.map((field) => ({ field, before: before[field], after: after[field] }));
}

export function ChangeTable({ entry }: { entry: ActivityEntry }) {
  const rows = changeRows(entry);
  if (!rows.length) return <Typography.Text type="secondary">No details recorded.</Typography.Text>;
  const edit = entry.before !== null && entry.after !== null;
  const columns = [
    { title: 'Field', dataIndex: 'field', render: (f: string) => fieldLabel(f) },
    ...(edit || entry.before !== null ? [{ title: edit ? 'Before' : 'Value', dataIndex: 'before', render: readableValue }] : []),
    ...(edit || entry.after !== null ? [{ title: edit ? 'After' : 'Value', dataIndex: 'after', render: readableValue }] : []),
  ];
  return <Table<Row> size="small" rowKey="field" pagination={false} columns={columns} dataSource={rows} data-testid="change-table" />;
}
