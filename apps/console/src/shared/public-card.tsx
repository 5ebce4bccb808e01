import { Flex, theme } from 'antd';
import type { ReactNode } from 'react';
import { BrandMark } from './brand-mark';
import { PlainTitle, SecondaryText } from './plain-text';

export interface PublicCardProps {
  title: string;
  subtitle?: ReactNode;
  /** Wider card for long forms such as sign-up. */
  wide?: boolean;
  children: ReactNode;
  footer?: ReactNode;
}

/**
 * The centred card used by pages reachable without logging in. A plain panel painted with the theme's
 * tokens rather than antd's Card: Card brings Tabs, Skeleton and the dropdown machinery (about 25 KB gzipped)
 * into the login page's first load.
 */
export function PublicCard({ title, subtitle, wide = false, children, footer }: PublicCardProps) {
  const { token } = theme.useToken();
  return (
    <main className="public-page">
      <Flex vertical align="center" gap="large" className={wide ? 'public-page__column public-page__column--wide' : 'public-page__column'}>
        <BrandMark size="large" />
        <section
          className="public-card"
          style={{
            background: token.colorBgContainer,
            border: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`,
            borderRadius: token.borderRadiusLG,
          }}
        >
          <PlainTitle className="public-card__title">{title}</PlainTitle>
          {subtitle ? (
            <SecondaryText block className="public-card__subtitle">
              {subtitle}
            </SecondaryText>
          ) : null}
          {children}
        </section>
        {footer ? <div className="public-page__footer">{footer}</div> : null}
      </Flex>
    </main>
  );
}
