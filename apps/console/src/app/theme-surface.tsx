import { theme } from 'antd';
import { useEffect } from 'react';
import { useThemeMode } from '../core/theme-mode';

/**
 * Paints the page behind antd's components (body, scrollbars, overscroll) in the active theme, with the
 * theme's text font, size and colour (what antd's <App> gives its children; the login page renders without it).
 */
export function ThemeSurface() {
  const { token } = theme.useToken();
  const { mode } = useThemeMode();
  useEffect(() => {
    const { style } = document.body;
    style.background = token.colorBgLayout;
    style.color = token.colorText;
    style.fontFamily = token.fontFamily;
    style.fontSize = `${token.fontSize}px`;
    style.lineHeight = String(token.lineHeight);
    document.documentElement.style.colorScheme = mode;
    document.documentElement.dataset.theme = mode;
  }, [token.colorBgLayout, token.colorText, token.fontFamily, token.fontSize, token.lineHeight, mode]);
  return null;
}
