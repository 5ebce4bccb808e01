import { Drawer } from 'antd';
import type { ReactNode } from 'react';
import { useFormSession } from './use-form-session';

/** Width of the invoice view panel (an A4 page at 96 dpi). */
export const INVOICE_PANEL_WIDTH = 794;

export interface SidePanelProps {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  /** Pixels; 520 suits most forms. */
  width?: number;
  /** Buttons pinned at the bottom (Submit, Cancel). */
  footer?: ReactNode;
  /** Extra header content on the right of the title. */
  extra?: ReactNode;
  children: ReactNode;
}

/**
 * Create/edit/view panel sliding in from the right. Content is unmounted on close. While open, the
 * panel is one form session: its writes share an idempotency key, so a double click saves once.
 */
export function SidePanel({ open, title, onClose, width = 520, footer, extra, children }: SidePanelProps) {
  useFormSession(open);
  return (
    <Drawer
      open={open}
      title={title}
      placement="right"
      size={width}
      onClose={onClose}
      footer={footer}
      extra={extra}
      destroyOnHidden
    >
      {children}
    </Drawer>
  );
}
