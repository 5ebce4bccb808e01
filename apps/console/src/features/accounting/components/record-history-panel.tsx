import { Avatar, Empty, List, Typography } from 'antd';
import { errorMessage } from '../../../api';
import { FeedbackBanner } from '../../../shared/feedback-banner';
import { formatDate, formatDateTime } from '../../../shared/format';
import { initialsOf } from '../../../shared/initials';
import { SidePanel } from '../../../shared/side-panel';
import { useHistoryQuery } from '../api/use-history-query';
import { Money } from './money';

export interface RecordHistoryPanelProps {
  /** EXPENSE, INCOME or FINANCIAL_YEAR */
  referenceModule: string;
  referenceId: number | null;
  /** The spec's expense screen reuses 'Income History'. */
  title?: string;
  onClose: () => void;
}

/** A record's history (spec 2.14): remark, creator initials and name, time, and the transaction date and amount. */
export function RecordHistoryPanel({ referenceModule, referenceId, title = 'Income History', onClose }: RecordHistoryPanelProps) {
  const history = useHistoryQuery(referenceModule, referenceId);
  return (
    <SidePanel open={referenceId !== null} title={title} onClose={onClose}>
      <FeedbackBanner banner={history.isError ? { type: 'warning', text: errorMessage(history.error) } : null} />
      <List
        loading={history.isPending && referenceId !== null}
        dataSource={history.data ?? []}
        locale={{ emptyText: <Empty description="No history yet." /> }}
        renderItem={(entry) => (
          <List.Item key={entry.id}>
            <List.Item.Meta
              avatar={<Avatar>{initialsOf(entry.createdBy)}</Avatar>}
              title={entry.remark}
              description={
                <>
                  <Typography.Text type="secondary" className="acc-history-item__meta">
                    {entry.createdBy} · {formatDateTime(entry.createdOn)}
                  </Typography.Text>
                  {entry.transactionDate || entry.amount ? (
                    <Typography.Text className="acc-sub">
                      {entry.transactionDate ? `Transaction date ${formatDate(entry.transactionDate)}` : ''}
                      {entry.transactionDate && entry.amount ? ' · ' : ''}
                      {entry.amount ? <Money value={entry.amount} /> : null}
                      {entry.groupTransactionId ? <span className="acc-code"> · {entry.groupTransactionId}</span> : null}
                    </Typography.Text>
                  ) : null}
                </>
              }
            />
          </List.Item>
        )}
      />
    </SidePanel>
  );
}
