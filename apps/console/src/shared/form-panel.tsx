import { Form, Skeleton, type FormInstance, type FormProps } from 'antd';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { errorMessage } from '../api';
import { confirmDiscard, registerDirtyCheck } from './dirty-forms';
import { FeedbackBanner, type Banner } from './feedback-banner';
import { FormPanelFooter } from './form-panel-footer';
import { showServerFieldErrors } from './server-field-errors';
import { SidePanel } from './side-panel';
import { useFormSession } from './use-form-session';

export interface FormPanelOptions<V, R> {
  /** The form is showing (the panel is open; always true for a form on a page). */
  open: boolean;
  /**
   * The values this opening starts from: the defaults on Create, the record's on Edit. They are applied
   * every time the form opens or `record` changes, so a Create never shows what the last Edit held.
   */
  values: Partial<V>;
  /** What the form is for (the record, or a { id: 0 } placeholder): a new one starts the form from `values` again. */
  record?: unknown;
  /** A form instance when the caller needs one (Form.useWatch, setFieldValue); otherwise one is made. */
  form?: FormInstance<V>;
  /**
   * Sends the values; resolves with the server's answer (at least its message), or null when nothing was
   * sent (the user cancelled a confirmation). Throwing shows the error.
   */
  submit: (values: V) => Promise<R | null>;
  /** After a successful submit, with the server's message (the list page shows it and closes the panel). */
  onSaved: (message: string, result: R) => void;
  /** Server field names that differ from the form's, for putting 400 field errors under the right field. */
  serverFields?: Record<string, string>;
}

export interface FormPanelState<V> {
  form: FormInstance<V>;
  banner: Banner | null;
  setBanner: (banner: Banner | null) => void;
  saving: boolean;
  /** The Form's onFinish: one submit at a time (a double click sends once). */
  onFinish: (values: V) => Promise<void>;
  /** What <PanelForm> starts from: the opening, the record and its values. */
  open: boolean;
  record: unknown;
  values: Partial<V>;
}

/**
 * The behaviour every create/edit form shares: one idempotency key while open (a retried write is done
 * once), a fresh banner on each opening, one submit at a time, the server's field errors under their fields
 * and its message in a banner, and the success message handed to the page. Render the fields in a
 * <PanelForm panel={...}>, which starts them from `values`. FormPanel below is the usual way to use both.
 */
export function useFormPanel<V, R extends { message: string }>(options: FormPanelOptions<V, R>): FormPanelState<V> {
  const [ownForm] = Form.useForm<V>();
  const form = options.form ?? ownForm;
  const [banner, setBanner] = useState<Banner | null>(null);
  const [saving, setSaving] = useState(false);
  const inFlight = useRef(false);
  const latest = useRef(options);
  latest.current = options;
  useFormSession(options.open);
  // Typed-in changes make Back, closing and leaving the page ask "Discard changes?" (issue 31 item 2).
  useEffect(() => (options.open ? registerDirtyCheck(() => form.isFieldsTouched()) : undefined), [options.open, form]);

  // Only a new opening clears the banner: a record refetched after a save keeps its success message.
  useEffect(() => {
    if (options.open) setBanner(null);
  }, [options.open]);

  const onFinish = async (values: V) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setSaving(true);
    setBanner(null);
    try {
      const result = await latest.current.submit(values);
      if (result) latest.current.onSaved(result.message, result);
    } catch (error) {
      showServerFieldErrors(form, error, latest.current.serverFields);
      setBanner({ type: 'warning', text: errorMessage(error) });
    } finally {
      inFlight.current = false;
      setSaving(false);
    }
  };

  return { form, banner, setBanner, saving, onFinish, open: options.open, record: options.record, values: options.values };
}

/**
 * antd keeps a form instance's values across the <Form>'s unmounts (a closed panel's content is destroyed)
 * and merges them over the initial values when it mounts again, so a Create after an Edit would show the
 * edited record. This resets the store to the current `values` once the form is mounted (a panel's content
 * mounts a render after it opens) and again whenever the opening or the record changes.
 */
function StartFromValues({ open, record }: { open: boolean; record: unknown }): null {
  const form = Form.useFormInstance();
  useEffect(() => {
    if (open) form.resetFields();
  }, [open, record, form]);
  return null;
}

export interface PanelFormProps<V> {
  panel: FormPanelState<V>;
  /** id of the <Form>: a Submit button outside it (the panel's footer) submits it through `form={id}`. */
  id?: string;
  /** Other <Form> props (validateTrigger, scrollToFirstError, onValuesChange ...). */
  formProps?: Omit<FormProps<V>, 'form' | 'id' | 'onFinish' | 'initialValues' | 'children'>;
  children: ReactNode;
}

/** The <Form> of a useFormPanel form: vertical, starting from the panel's values on each opening, submitting once at a time. */
export function PanelForm<V>({ panel, id, formProps, children }: PanelFormProps<V>) {
  return (
    <Form<V> id={id} form={panel.form} layout="vertical" {...formProps} initialValues={panel.values} onFinish={panel.onFinish}>
      <StartFromValues open={panel.open} record={panel.record} />
      {children}
    </Form>
  );
}

export interface FormPanelProps<V, R> extends FormPanelOptions<V, R> {
  title: ReactNode;
  onClose: () => void;
  /** id of the <Form>: the pinned Submit button submits it from outside. */
  formId: string;
  /** Pixels; 520 suits most forms. */
  width?: number;
  closeLabel?: 'Cancel' | 'Close';
  /** The submit button's name when the form does something other than save ('Run'); 'Submit' otherwise. */
  submitLabel?: string;
  /** Submit cannot be pressed (what the last submit started is still at work). */
  submitDisabled?: boolean;
  /** Extra header content on the right of the title. */
  extra?: ReactNode;
  /** Shown above the banner (a standing notice about the form). */
  notice?: ReactNode;
  /** Shown between the banner and the form (a summary). */
  intro?: ReactNode;
  /** The values are still loading (settings read from the server): a placeholder instead of the form, Submit disabled. */
  loading?: boolean;
  /** Other <Form> props (validateTrigger, onValuesChange ...). */
  formProps?: PanelFormProps<V>['formProps'];
  children: ReactNode;
}

/** A create/edit side panel: banner, the form, and Cancel/Submit pinned at the bottom (see useFormPanel). */
export function FormPanel<V, R extends { message: string }>(props: FormPanelProps<V, R>) {
  const { title, onClose, formId, width, closeLabel, submitLabel, submitDisabled, extra, notice, intro, loading, formProps, children } = props;
  const panel = useFormPanel(props);
  const closeAsking = () => {
    if (!panel.form.isFieldsTouched()) return onClose();
    void confirmDiscard().then((discard) => discard && onClose());
  };
  return (
    <SidePanel
      open={props.open}
      title={title}
      width={width}
      onClose={closeAsking}
      extra={extra}
      footer={
        <FormPanelFooter
          formId={formId}
          saving={panel.saving}
          disabled={loading || submitDisabled}
          onClose={closeAsking}
          closeLabel={closeLabel}
          submitLabel={submitLabel}
        />
      }
    >
      {notice}
      <FeedbackBanner banner={panel.banner} onClose={() => panel.setBanner(null)} />
      {intro}
      {loading ? (
        <Skeleton active />
      ) : (
        <PanelForm panel={panel} id={formId} formProps={formProps}>
          {children}
        </PanelForm>
      )}
    </SidePanel>
  );
}

/**
 * The props of a list page's create/edit panel: the record it edits under its own name (`{ warehouse }`), null while
 * closed, and the page's handlers: Close, and Saved with the server's message.
 */
export type RecordPanelProps<K extends string, T> = { [name in K]: T | null } & {
  onClose: () => void;
  onSaved: (message: string) => void;
};
