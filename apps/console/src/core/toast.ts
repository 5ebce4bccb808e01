import type { App } from 'antd';

/**
 * Toasts (top-right, auto-close after 5000 ms) callable from anywhere, including the
 * API wrapper that lives outside React. <ToastHost /> (inside antd <App>) registers the
 * themed notification instance; until then messages go to the console only.
 */

const TOAST_DURATION_SECONDS = 5;

type NotificationInstance = ReturnType<typeof App.useApp>['notification'];

let instance: NotificationInstance | null = null;

export function registerToastInstance(next: NotificationInstance | null): void {
  instance = next;
}

type ToastKind = 'success' | 'error' | 'info' | 'warning';

function show(kind: ToastKind, text: string): void {
  if (!instance) {
    console[kind === 'error' ? 'error' : 'info'](`[toast:${kind}] ${text}`);
    return;
  }
  instance[kind]({ title: text, placement: 'topRight', duration: TOAST_DURATION_SECONDS });
}

export const toast = {
  success: (text: string) => show('success', text),
  error: (text: string) => show('error', text),
  info: (text: string) => show('info', text),
  warning: (text: string) => show('warning', text),
};
