import { theme } from 'antd';
import { useEffect } from 'react';
import { useThemeMode } from '../core/theme-mode';

/** Paints the page behind antd's components (body, scrollbars, overscroll) in the active theme. */
export function ThemeSurface() {
  const { token } = theme.useToken();
  const { mode } = useThemeMode();
  useEffect(() => {
    const { style } = document.body;
    style.background = token.colorBgLayout;
    style.color = token.colorText;
    document.documentElement.style.colorScheme = mode;
    document.documentElement.dataset.theme = mode;
  }, [token.colorBgLayout, token.colorText, mode]);
  return null;
}
