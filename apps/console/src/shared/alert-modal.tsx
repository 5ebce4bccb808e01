import { App } from 'antd';
import { useMemo } from 'react';
import { SanitizedHtml } from './sanitized-html';

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
        modal.error({ title: 'Error', content: <SanitizedHtml html={message} />, okText: 'OK', onOk });
      },
    }),
    [modal],
  );
}
