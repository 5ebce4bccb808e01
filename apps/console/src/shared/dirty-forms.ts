import { Modal } from 'antd';

/**
 * The open forms that hold unsaved changes (issue 31 item 2). A form panel registers a check while it is open;
 * Back (useListState), closing the panel (FormPanel) and leaving the page (beforeunload) ask "Discard changes?"
 * while any says yes, instead of throwing a half-filled form away.
 */
export const DISCARD_QUESTION = 'Discard changes?';

const checks = new Set<() => boolean>();

function onBeforeUnload(event: BeforeUnloadEvent): void {
  if (!anyFormDirty()) return;
  event.preventDefault();
  event.returnValue = DISCARD_QUESTION; // older Chromium shows its own text but needs a value
}

/** Registers `isDirty` until the returned function is called. */
export function registerDirtyCheck(isDirty: () => boolean): () => void {
  if (checks.size === 0) window.addEventListener('beforeunload', onBeforeUnload);
  checks.add(isDirty);
  return () => {
    checks.delete(isDirty);
    if (checks.size === 0) window.removeEventListener('beforeunload', onBeforeUnload);
  };
}

export function anyFormDirty(): boolean {
  for (const check of checks) if (check()) return true;
  return false;
}

/** Asks "Discard changes?"; resolves true when the user discards. */
export function confirmDiscard(): Promise<boolean> {
  return new Promise((resolve) => {
    Modal.confirm({
      title: DISCARD_QUESTION,
      content: 'The changes in this form have not been saved.',
      okText: 'Discard',
      okButtonProps: { danger: true },
      cancelText: 'Keep editing',
      onOk: () => resolve(true),
      onCancel: () => resolve(false),
    });
  });
}
