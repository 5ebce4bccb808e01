import { LoadingOutlined } from '@ant-design/icons';
import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider, theme } from 'antd';
// The ES build of the locale: 'antd/locale/*' is CommonJS and drags antd/lib into the bundle.
import enGB from 'antd/es/locale/en_GB';
import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ToastHost } from '../shared/toast-host';
import { ThemeModeProvider, useThemeMode } from '../core/theme-mode';
import { ThemeSurface } from './theme-surface';

const brandToken = {
  colorPrimary: '#1d4ed8',
  borderRadius: 8,
  fontFamily:
    "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Noto Sans', 'Helvetica Neue', Arial, sans-serif",
};

/**
 * Buttons show this spinner while loading, without antd's grow/shrink animation of its own. That animation, cut
 * short by a save quicker than itself (a Submit answered in 40 ms), never finished leaving: the spinner stayed in
 * the button, invisible at zero width but still named, so the button read "loading Submit" to screen readers
 * (and to the browser journeys) long after the save.
 */
const buttonConfig = { loadingIcon: <LoadingOutlined /> };

function ThemedAntd({ children }: { children: ReactNode }) {
  const { mode } = useThemeMode();
  return (
    <ConfigProvider
      locale={enGB}
      button={buttonConfig}
      theme={{ algorithm: mode === 'dark' ? theme.darkAlgorithm : theme.defaultAlgorithm, token: brandToken }}
    >
      {/* antd's <App> (modal and message from App.useApp()) is added below the login route: see feedback-layer.tsx. */}
      <div className={`app-root app-root--${mode}`}>
        <ThemeSurface />
        <ToastHost />
        {children}
      </div>
    </ConfigProvider>
  );
}

/** Everything pages rely on: server-state cache (created before the first render: main.tsx), theme, and the toasts. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeModeProvider>
        <ThemedAntd>{children}</ThemedAntd>
      </ThemeModeProvider>
    </QueryClientProvider>
  );
}
