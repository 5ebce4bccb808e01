import { Alert } from 'antd';

/** A dismissible message above a form or list: success after a save, warning on failure. */
export interface Banner {
  type: 'success' | 'warning';
  text: string;
}

/** Without `onClose` the banner stays until its cause goes away (e.g. a failed load). */
export function FeedbackBanner({ banner, onClose }: { banner: Banner | null; onClose?: () => void }) {
  if (!banner) return null;
  return (
    <Alert
      className="feedback-banner"
      type={banner.type}
      title={banner.text}
      showIcon
      closable={onClose ? { onClose, 'aria-label': 'Dismiss' } : false}
      role={banner.type === 'warning' ? 'alert' : 'status'}
    />
  );
}
