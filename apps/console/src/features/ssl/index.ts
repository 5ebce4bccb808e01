// The public surface of the SSL console feature.
export { SslPage } from './pages/ssl-page';
export { SslDashboard } from './components/ssl-dashboard';
