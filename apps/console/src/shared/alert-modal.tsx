import { App } from 'antd';
import { lazy, Suspense, useMemo } from 'react';

// DOMPurify is its own chunk: an error is rare on a page's first load, which does without it (issue 32 item 4).
const SanitizedHtml = lazy(async () => ({ default: (await import('./sanitized-html')).SanitizedHtml }));

/** Until DOMPurify arrives: the message as plain text (tags dropped, never interpreted). */
function PlainMessage({ html }: { html: string }) {
  return <div style={{ whiteSpace: 'pre-line' }}>{html.replace(/<br\s*\/?>/gi, '\n').replace(/<[^>]*>/g, '')}</div>;
}

/**
 * Success and error alerts in a modal with an OK button. Error text may contain HTML
 * from the server; it is rendered only after DOMPurify has sanitised it.
 */
export function useAlertModal() {
  const { modal } = App.useApp();
  return useMemo(
    () => ({
      success(message: string, onOk?: () => void) {
        modal.success({ title: 'Success', content: message, okText: 'OK', onOk });
      },
      error(message: string, onOk?: () => void) {
        const content = (
          <Suspense fallback={<PlainMessage html={message} />}>
            <SanitizedHtml html={message} />
          </Suspense>
        );
        modal.error({ title: 'Error', content, okText: 'OK', onOk });
      },
    }),
    [modal],
  );
}
