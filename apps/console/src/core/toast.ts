import type { notification } from 'antd';

/**
 * Toasts (top-right, auto-close after 5000 ms) callable from anywhere, including the API wrapper that lives
 * outside React. <ToastHost /> (inside the ConfigProvider) loads antd's notification code when the first toast
 * is asked for, registers the themed instance, and the toasts asked for meanwhile are shown then. Without a
 * host (unit tests) messages go to the console only.
 */

export const TOAST_DURATION_SECONDS = 5;

type NotificationInstance = ReturnType<typeof notification.useNotification>[0];
type ToastKind = 'success' | 'error' | 'info' | 'warning';

let instance: NotificationInstance | null = null;
let demandListener: (() => void) | null = null;
const waiting: Array<{ kind: ToastKind; text: string }> = [];

export function registerToastInstance(next: NotificationInstance | null): void {
  instance = next;
  if (next) for (const { kind, text } of waiting.splice(0)) show(kind, text);
}

/** The host's hook: called when a toast is asked for before the notification code is there. */
export function onToastDemand(listener: (() => void) | null): void {
  demandListener = listener;
}

/** The notification code could not be loaded: the waiting toasts go to the console. */
export function dropWaitingToasts(): void {
  demandListener = null;
  for (const { kind, text } of waiting.splice(0)) show(kind, text);
}

function show(kind: ToastKind, text: string): void {
  if (instance) {
    instance[kind]({ title: text, placement: 'topRight', duration: TOAST_DURATION_SECONDS });
  } else if (demandListener) {
    waiting.push({ kind, text });
    demandListener();
  } else {
    console[kind === 'error' ? 'error' : 'info'](`[toast:${kind}] ${text}`);
  }
}

export const toast = {
  success: (text: string) => show('success', text),
  error: (text: string) => show('error', text),
  info: (text: string) => show('info', text),
  warning: (text: string) => show('warning', text),
};
