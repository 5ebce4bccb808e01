export { DeveloperPage } from './pages/developer-page';
