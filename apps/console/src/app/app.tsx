import { BrowserRouter } from 'react-router';
import { APP_BASENAME } from '../core/paths';
import { AppProviders } from './providers';
import { AppRoutes } from './router';

export function App() {
  return (
    <AppProviders>
      <BrowserRouter basename={APP_BASENAME}>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
