import { Card, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { BrandMark } from './brand-mark';

export interface PublicCardProps {
  title: string;
  subtitle?: ReactNode;
  /** Wider card for long forms such as sign-up. */
  wide?: boolean;
  children: ReactNode;
  footer?: ReactNode;
}

/** The centred card used by pages reachable without logging in. */
export function PublicCard({ title, subtitle, wide = false, children, footer }: PublicCardProps) {
  return (
    <main className="public-page">
      <Flex vertical align="center" gap="large" className={wide ? 'public-page__column public-page__column--wide' : 'public-page__column'}>
        <BrandMark size="large" />
        <Card className="public-card">
          <Typography.Title level={3} className="public-card__title">
            {title}
          </Typography.Title>
          {subtitle ? <Typography.Paragraph type="secondary">{subtitle}</Typography.Paragraph> : null}
          {children}
        </Card>
        {footer ? <div className="public-page__footer">{footer}</div> : null}
      </Flex>
    </main>
  );
}
