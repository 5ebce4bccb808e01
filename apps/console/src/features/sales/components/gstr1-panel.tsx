import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, DatePicker, Flex, Form, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { errorMessage } from '../../../api';
import { FeedbackBanner, type Banner } from '../../../shared/feedback-banner';
import { SidePanel } from '../../../shared/side-panel';
import { downloadGstr1, type Gstr1Format } from '../api/download-gstr1';

/**
 * "GSTR-1": a month's outward supplies for the GST portal, as the offline tool's JSON (to upload) or as
 * CSV (to check in a spreadsheet). Last month is preselected: the return is filed after the month ends.
 */
export function Gstr1Panel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [month, setMonth] = useState<Dayjs>(() => dayjs().subtract(1, 'month'));
  const [busy, setBusy] = useState<Gstr1Format | null>(null);
  const [banner, setBanner] = useState<Banner | null>(null);

  const download = async (format: Gstr1Format) => {
    setBanner(null);
    setBusy(format);
    try {
      await downloadGstr1(month.format('YYYY-MM'), format);
    } catch (error) {
      setBanner({ type: 'warning', text: errorMessage(error) });
    } finally {
      setBusy(null);
    }
  };

  return (
    <SidePanel open={open} title="GSTR-1" onClose={onClose}>
      <Alert
        className="feedback-banner"
        type="info"
        showIcon
        title="The month's tax invoices and credit notes: B2B by the buyer's GSTIN, B2C large and small, credit notes, nil-rated supplies, the HSN summary and the documents issued."
      />
      <FeedbackBanner banner={banner} onClose={() => setBanner(null)} />
      <Form layout="vertical">
        <Form.Item label="Return period" required>
          <DatePicker
            picker="month"
            format="MMM YYYY"
            allowClear={false}
            value={month}
            onChange={(value) => value && setMonth(value)}
            disabledDate={(d) => d.isAfter(dayjs(), 'month')}
            aria-label="Return period"
            style={{ width: 200 }}
          />
        </Form.Item>
      </Form>
      <Flex gap="small" wrap>
        <Button type="primary" icon={<DownloadOutlined />} loading={busy === 'json'} disabled={busy !== null} onClick={() => void download('json')}>
          Download JSON
        </Button>
        <Button icon={<DownloadOutlined />} loading={busy === 'csv'} disabled={busy !== null} onClick={() => void download('csv')}>
          Download CSV
        </Button>
      </Flex>
      <Typography.Paragraph type="secondary" className="po-hint">
        Upload the JSON in the GST portal&apos;s offline tool; the CSV has every table one after another for a spreadsheet.
      </Typography.Paragraph>
    </SidePanel>
  );
}
