import { CheckOutlined, CopyOutlined } from '@ant-design/icons';
import { Button, Flex, Tooltip, Typography } from 'antd';
import { useCopyToClipboard } from '../../../shared/copy-button';

/** A value in a code box with a copy button; "Copied" shows for 3 seconds (spec 9). */
export function CopyValue({ label, value }: { label: string; value: string }) {
  const { copied, copy } = useCopyToClipboard();

  return (
    <div className="ssl-copy">
      <Typography.Text type="secondary" className="ssl-copy__label">
        {label}
      </Typography.Text>
      <Flex gap="small" align="center">
        <code className="ssl-copy__value" aria-label={label}>
          {value}
        </code>
        <Tooltip title={copied ? 'Copied' : `Copy ${label}`}>
          <Button
            size="small"
            icon={copied ? <CheckOutlined /> : <CopyOutlined />}
            aria-label={`Copy ${label}`}
            onClick={() => void copy(value)}
          >
            {copied ? 'Copied' : 'Copy'}
          </Button>
        </Tooltip>
      </Flex>
    </div>
  );
}
