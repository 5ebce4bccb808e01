import { theme } from 'antd';
import type { ReactNode } from 'react';

/*
 * Headings and secondary text in the theme's colours for what the first load draws (the login page, its card,
 * the loading and error screens). antd's Typography would bring Tooltip, TextArea and its copy and edit code
 * along (issue 18 item 7); elsewhere use Typography.
 */

export function PlainTitle({ children, className }: { children: ReactNode; className?: string }) {
  const { token } = theme.useToken();
  return (
    <h3
      className={className}
      style={{
        color: token.colorTextHeading,
        fontSize: token.fontSizeHeading3,
        lineHeight: token.lineHeightHeading3,
        fontWeight: token.fontWeightStrong,
      }}
    >
      {children}
    </h3>
  );
}

/** Secondary (muted) text: a span, or a paragraph with `block`. */
export function SecondaryText({ children, block = false, className }: { children: ReactNode; block?: boolean; className?: string }) {
  const { token } = theme.useToken();
  const Element = block ? 'p' : 'span';
  return (
    <Element className={className} style={{ color: token.colorTextDescription }}>
      {children}
    </Element>
  );
}
