import { PaperClipOutlined, DeleteOutlined } from '@ant-design/icons';
import { Button, Flex, Form, Typography, Upload } from 'antd';
import { useState } from 'react';

/** What the attachment API takes (accounting/services/attachments.service.ts): checked here first so the form says so at once. */
export const BILL_MAX_BYTES = 5 * 1024 * 1024;
const BILL_TYPES = ['application/pdf', 'image/png', 'image/jpeg', 'image/webp'];

/** The problem with a chosen bill, or null. */
export function billProblem(file: Pick<File, 'size' | 'type'>): string | null {
  if (!BILL_TYPES.includes(file.type)) return 'The bill must be a PDF, PNG, JPEG or WebP file';
  if (file.size > BILL_MAX_BYTES) return 'The bill must be at most 5 MB';
  return null;
}

/**
 * The bill chosen inside a new expense or income form (issue 31 item 4): held in the browser and sent right after
 * the record is created, in the same Save. Editing a saved record keeps the Attachments panel.
 */
export function BillPicker({ file, onChange }: { file: File | null; onChange: (file: File | null) => void }) {
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <Form.Item label="Bill" help={problem} validateStatus={problem ? 'error' : undefined} extra="PDF or picture, at most 5 MB; attached when you save.">
      {file ? (
        <Flex align="center" gap="small">
          <PaperClipOutlined />
          <Typography.Text ellipsis style={{ maxWidth: 320 }}>{file.name}</Typography.Text>
          <Button size="small" type="text" icon={<DeleteOutlined />} aria-label="Remove bill" onClick={() => onChange(null)} />
        </Flex>
      ) : (
        <Upload
          accept="application/pdf,image/png,image/jpeg,image/webp"
          showUploadList={false}
          beforeUpload={(picked) => {
            const issue = billProblem(picked);
            setProblem(issue);
            if (!issue) onChange(picked);
            return false;
          }}
        >
          <Button icon={<PaperClipOutlined />}>Attach bill</Button>
        </Upload>
      )}
    </Form.Item>
  );
}
