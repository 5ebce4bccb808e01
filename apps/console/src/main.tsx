import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createQueryClient } from './app/query-client';
import { prefetchPageData } from './app/router';
import './app/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('BizDesk: #root element missing from index.html');

const queryClient = createQueryClient();
// A signed-in page's data leaves before React's first render (on a phone's CPU, evaluating the shell takes longer
// than the answers' round trip).
prefetchPageData(window.location.pathname, queryClient);
createRoot(container).render(
  <StrictMode>
    <App queryClient={queryClient} />
  </StrictMode>,
);
