import { App } from 'antd';
import { useCallback } from 'react';
import { errorMessage } from '../api/api-error';
import type { Banner } from './feedback-banner';

export const DELETE_CONFIRMATION_TEXT = 'Are you sure you want to delete this item? This action cannot be undone.';

/** Asks the shared delete question; `onConfirm` runs on Delete (its promise keeps the button busy). */
export function useConfirmDelete() {
  const { modal } = App.useApp();
  return useCallback(
    (onConfirm: () => unknown | Promise<unknown>) =>
      modal.confirm({
        title: 'Delete',
        content: DELETE_CONFIRMATION_TEXT,
        okText: 'Delete',
        okButtonProps: { danger: true },
        cancelText: 'Cancel',
        onOk: onConfirm,
      }),
    [modal],
  );
}

/**
 * The list pages' delete: asks the shared question, then deletes and shows the server's message in the
 * page's banner (a record in use answers 409 naming what uses it, shown the same way).
 */
export function useDeleteWithBanner(setBanner: (banner: Banner | null) => void) {
  const confirmDelete = useConfirmDelete();
  return useCallback(
    (remove: () => Promise<{ message: string }>) =>
      confirmDelete(async () => {
        setBanner(null);
        try {
          const { message } = await remove();
          setBanner({ type: 'success', text: message });
        } catch (error) {
          setBanner({ type: 'warning', text: errorMessage(error) });
        }
      }),
    [confirmDelete, setBanner],
  );
}

/**
 * The HRMS masters' delete: asks the shared question, then deletes; the server's message shows as a toast (the
 * list it came from stays as it was), a refusal in the page's banner.
 */
export function useDeleteWithToast(setBanner: (banner: Banner | null) => void) {
  const confirmDelete = useConfirmDelete();
  const { message } = App.useApp();
  return useCallback(
    (remove: () => Promise<{ message: string }>) =>
      confirmDelete(async () => {
        try {
          void message.success((await remove()).message);
        } catch (error) {
          setBanner({ type: 'warning', text: errorMessage(error) });
        }
      }),
    [confirmDelete, message, setBanner],
  );
}
