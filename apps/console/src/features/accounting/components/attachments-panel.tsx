import { DeleteOutlined, DownloadOutlined, PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Empty, List, Typography, Upload } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../../api';
import { FeedbackBanner, type Banner } from '../../../shared/feedback-banner';
import { formatDateTime } from '../../../shared/format';
import { SidePanel } from '../../../shared/side-panel';
import { useCan } from '../../../core/access';
import { useConfirmDelete } from '../../../shared/use-confirm-delete';
import {
  ATTACHMENT_ACCEPT, ATTACHMENT_MAX_BYTES, downloadAttachment, useAttachmentsQuery, useDeleteAttachmentMutation, useUploadAttachmentMutation,
  type AttachmentModule,
} from '../api/use-attachments';

function size(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

export interface AttachmentsPanelProps {
  module: AttachmentModule;
  referenceId: number | null;
  title: string;
  onClose: () => void;
}

/** The files of one income or expense: list, upload (PDF/PNG/JPEG/WebP up to 5 MB), download, remove. */
export function AttachmentsPanel({ module, referenceId, title, onClose }: AttachmentsPanelProps) {
  const files = useAttachmentsQuery(module, referenceId);
  const upload = useUploadAttachmentMutation(module, referenceId ?? 0);
  const remove = useDeleteAttachmentMutation(module, referenceId ?? 0);
  const confirmDelete = useConfirmDelete();
  // Upload and remove need accounting.write (as the API's attachment routes); reading and downloading do not.
  const mayWrite = useCan('accounting.write');
  const [banner, setBanner] = useState<Banner | null>(null);

  const beforeUpload = (file: File) => {
    setBanner(null);
    if (file.size > ATTACHMENT_MAX_BYTES) {
      setBanner({ type: 'warning', text: 'The file is larger than 5 MB' });
      return Upload.LIST_IGNORE;
    }
    upload.mutate(file, {
      onSuccess: ({ message }) => setBanner({ type: 'success', text: message }),
      onError: (error) => setBanner({ type: 'warning', text: errorMessage(error) }),
    });
    return false;
  };

  return (
    <SidePanel open={referenceId !== null} title={title} onClose={onClose}>
      <FeedbackBanner banner={banner} onClose={() => setBanner(null)} />
      {mayWrite ? (
        <>
          <Upload accept={ATTACHMENT_ACCEPT} showUploadList={false} beforeUpload={beforeUpload} maxCount={1}>
            <Button icon={<UploadOutlined />} loading={upload.isPending}>
              Upload File
            </Button>
          </Upload>
          <Typography.Paragraph type="secondary" className="acc-sub" style={{ marginTop: 8 }}>
            PDF, PNG, JPEG or WebP, up to 5 MB.
          </Typography.Paragraph>
        </>
      ) : null}
      <List
        loading={files.isPending && referenceId !== null}
        dataSource={files.data ?? []}
        locale={{ emptyText: <Empty description="No attachments yet." /> }}
        renderItem={(file) => (
          <List.Item
            key={file.id}
            actions={[
              <Button key="dl" type="text" aria-label={`Download ${file.fileName}`} icon={<DownloadOutlined />}
                onClick={() => downloadAttachment(file).catch(() => undefined)} />,
              ...(mayWrite ? [<Button key="rm" type="text" danger aria-label={`Remove ${file.fileName}`} icon={<DeleteOutlined />}
                onClick={() => confirmDelete(() => remove.mutateAsync(file.id).then(({ message }) => setBanner({ type: 'success', text: message }))
                  .catch((error: unknown) => setBanner({ type: 'warning', text: errorMessage(error) })))} />] : []),
            ]}
          >
            <List.Item.Meta
              avatar={<PaperClipOutlined />}
              title={file.fileName}
              description={`${size(file.sizeBytes)} · ${file.uploadedBy ?? ''} · ${formatDateTime(file.uploadedOn)}`}
            />
          </List.Item>
        )}
      />
    </SidePanel>
  );
}
