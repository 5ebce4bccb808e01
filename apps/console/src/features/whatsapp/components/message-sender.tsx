import { Flex, Tooltip, Typography } from 'antd';
import type { WhatsappMessage } from '../api/use-whatsapp-messages-query';

/** From column: the sender's WhatsApp id and name; the message id shows as a tooltip. */
export function MessageSender({ message }: { message: Pick<WhatsappMessage, 'waId' | 'name' | 'messageId'> }) {
  return (
    <Tooltip title={`Message id: ${message.messageId}`}>
      <Flex vertical className="whatsapp-sender" tabIndex={0} data-message-id={message.messageId}>
        <Typography.Text strong className="input-code">+{message.waId}</Typography.Text>
        {message.name ? <Typography.Text type="secondary">{message.name}</Typography.Text> : null}
      </Flex>
    </Tooltip>
  );
}
