import { Avatar, Empty, List, Typography } from 'antd';
import { formatDateTime, type DateValue } from './format';
import { initialsOf } from './initials';
import { SidePanel } from './side-panel';

export interface HistoryEntry {
  message: string;
  /** Name of the person who made the change. */
  createdBy: string;
  createdOn: DateValue;
}

export interface HistoryPanelProps {
  open: boolean;
  title: string;
  entries: HistoryEntry[] | undefined;
  loading?: boolean;
  onClose: () => void;
}

/** Side panel listing change history: message, creator initials and name, and time. */
export function HistoryPanel({ open, title, entries, loading = false, onClose }: HistoryPanelProps) {
  return (
    <SidePanel open={open} title={title} onClose={onClose}>
      <List<HistoryEntry>
        loading={loading}
        dataSource={entries ?? []}
        locale={{ emptyText: <Empty description="No history yet." /> }}
        renderItem={(entry, index) => (
          <List.Item key={index}>
            <List.Item.Meta
              avatar={<Avatar>{initialsOf(entry.createdBy)}</Avatar>}
              title={entry.message}
              description={
                <Typography.Text type="secondary">
                  {entry.createdBy} · {formatDateTime(entry.createdOn)}
                </Typography.Text>
              }
            />
          </List.Item>
        )}
      />
    </SidePanel>
  );
}
