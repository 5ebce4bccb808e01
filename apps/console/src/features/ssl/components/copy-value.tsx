import { CheckOutlined, CopyOutlined } from '@ant-design/icons';
import { SSL_COPY_CONFIRMATION_MS } from '@bizdesk/shared';
import { Button, Flex, Tooltip, Typography } from 'antd';
import { useEffect, useState } from 'react';

async function writeClipboard(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  // Older browsers and non-secure contexts: a hidden textarea and the copy command.
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  document.execCommand('copy');
  area.remove();
}

/** A value in a code box with a copy button; "Copied" shows for 3 seconds (spec 9). */
export function CopyValue({ label, value }: { label: string; value: string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return undefined;
    const timer = setTimeout(() => setCopied(false), SSL_COPY_CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [copied]);

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
            onClick={() => writeClipboard(value).then(() => setCopied(true), () => setCopied(false))}
          >
            {copied ? 'Copied' : 'Copy'}
          </Button>
        </Tooltip>
      </Flex>
    </div>
  );
}
