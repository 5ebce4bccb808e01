import { Typography } from 'antd';
import { PRODUCT_NAME } from '../../shared/brand-mark';

/** Scrolling welcome line. CSS animation instead of the obsolete <marquee>; it pauses on hover. */
export function WelcomeMarquee({ name }: { name: string }) {
  const text = `Welcome to ${PRODUCT_NAME}${name ? `, ${name}` : ''}. Manage your accounts, catalogue, HR and subscriptions in one place.`;
  return (
    <div className="welcome-marquee" aria-label={text}>
      <Typography.Text className="welcome-marquee__text" type="secondary" aria-hidden>
        {text}
      </Typography.Text>
    </div>
  );
}
