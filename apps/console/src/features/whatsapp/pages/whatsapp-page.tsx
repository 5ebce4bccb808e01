import { Typography, type TableColumnsType } from 'antd';
import { errorMessage } from '../../../api';
import { DataList } from '../../../shared/data-list';
import { FeedbackBanner } from '../../../shared/feedback-banner';
import { formatDateTime } from '../../../shared/format';
import { PageFrame } from '../../../shared/page-frame';
import { useListState } from '../../../shared/use-list-state';
import { INBOX_POLL_MS, useWhatsappMessagesQuery, type WhatsappMessage } from '../api/use-whatsapp-messages-query';
import { whatsappKeys } from '../api/whatsapp-keys';
import { MessageSender } from '../components/message-sender';
import '../whatsapp.css';
import { RefreshButton } from '../../../shared/list-buttons';
import { ListToolbar } from '../../../shared/list-toolbar';

const columns: TableColumnsType<WhatsappMessage> = [
  { title: 'From', key: 'from', width: 220, render: (_, message) => <MessageSender message={message} /> },
  {
    title: 'Message',
    dataIndex: 'messageText',
    render: (text: string) => <Typography.Paragraph className="whatsapp-text">{text}</Typography.Paragraph>,
  },
  { title: 'Time Stamp', dataIndex: 'timestamp', width: 200, render: (value: string) => formatDateTime(value) },
];

/** Spec: the provider's WhatsApp inbox (SUPER_ADMIN only; the route and the API both enforce it). */
export function WhatsappPage() {
  const list = useListState<WhatsappMessage>();
  const messages = useWhatsappMessagesQuery({ search: list.search, page: list.page });
  const loadError = messages.isError ? errorMessage(messages.error) : null;

  return (
    <PageFrame
      title="WhatsApp"
      loading={messages.isPending}
      actions={
        <RefreshButton list={list} queryKey={whatsappKeys.lists()} />
      }
    >
      <FeedbackBanner banner={loadError ? { type: 'warning', text: loadError } : null} />
      <ListToolbar list={list} placeholder="Search sender or message" justify="space-between" align="center" wrap gap="small">
        <Typography.Text type="secondary" role="status">
          New messages appear by themselves (checked every {INBOX_POLL_MS / 1000} seconds).
        </Typography.Text>
      </ListToolbar>
      <DataList<WhatsappMessage>
        columns={columns}
        data={messages.data}
        loading={messages.isPending}
        page={list.page}
        onPageChange={list.setPage}
      />
    </PageFrame>
  );
}
