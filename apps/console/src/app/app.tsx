import type { QueryClient } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { APP_BASENAME } from '../core/paths';
import { AppProviders } from './providers';
import { AppRoutes } from './router';

export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <AppProviders queryClient={queryClient}>
      <BrowserRouter basename={APP_BASENAME}>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
