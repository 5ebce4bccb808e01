import { Button, Flex } from 'antd';

export interface FormPanelFooterProps {
  /** id of the <Form> inside the panel: the footer's Submit submits it from outside the form. */
  formId: string;
  saving: boolean;
  onClose: () => void;
  closeLabel?: 'Cancel' | 'Close';
  /** Submit cannot be pressed yet (the form's values are still loading, or an earlier submit is still at work). */
  disabled?: boolean;
  /** The submit button's name when the form does something other than save ('Run'). */
  submitLabel?: string;
}

/** The side panel's pinned footer: close on the left of Submit, Submit showing progress while saving. */
export function FormPanelFooter({ formId, saving, onClose, closeLabel = 'Cancel', disabled, submitLabel = 'Submit' }: FormPanelFooterProps) {
  return (
    <Flex justify="end" gap="small">
      <Button onClick={onClose}>{closeLabel}</Button>
      <Button type="primary" htmlType="submit" form={formId} loading={saving} disabled={disabled}>
        {submitLabel}
      </Button>
    </Flex>
  );
}
