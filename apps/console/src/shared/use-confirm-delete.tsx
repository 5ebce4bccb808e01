import { App } from 'antd';
import { useCallback } from 'react';

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
