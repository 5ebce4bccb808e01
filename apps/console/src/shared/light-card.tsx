import type { HTMLAttributes, ReactNode } from 'react';

export interface LightCardProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** The header line (antd Card's `title`). */
  title?: ReactNode;
  /** Tighter padding, as antd's size="small". */
  size?: 'small' | 'default';
  /** A pointer and a lifted shadow on hover: for a card that is clicked. */
  hoverable?: boolean;
}

/**
 * A card's look (border, radius, header, body) without antd's Card, whose module brings Tabs and Skeleton along:
 * for cards on pages that must load fast on a phone (the POS grid and cart, the header's panels; issue 32 item 4).
 * Styled in global.css from antd's theme variables, so the dark theme follows.
 */
export function LightCard({ title, size = 'default', hoverable = false, className, children, ...rest }: LightCardProps) {
  const classes = ['light-card', size === 'small' ? 'light-card--small' : '', hoverable ? 'light-card--hoverable' : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className={classes} {...rest}>
      {title !== undefined && title !== null ? <div className="light-card__head">{title}</div> : null}
      <div className="light-card__body">{children}</div>
    </div>
  );
}
