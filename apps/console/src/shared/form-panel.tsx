import { Form, type FormInstance, type FormProps } from 'antd';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { errorMessage } from '../api';
import { FeedbackBanner, type Banner } from './feedback-banner';
import { FormPanelFooter } from './form-panel-footer';
import { ResetOnOpen } from './form-reset-on-open';
import { showServerFieldErrors } from './server-field-errors';
import { SidePanel } from './side-panel';

export interface FormPanelOptions<V, R> {
  /** The panel is showing. */
  open: boolean;
  /**
   * The values this opening starts from: the defaults on Create, the record's on Edit. They are applied
   * every time the panel opens or `record` changes, so a Create never shows what the last Edit held.
   */
  values: Partial<V>;
  /** What the panel is for (the record, or a { id: 0 } placeholder): a new one resets the form to `values`. */
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
}

/**
 * The behaviour every create/edit side panel shares: start from the right values on each opening, submit
 * once at a time, put the server's field errors under their fields and its message in a banner, and hand
 * the success message to the page. FormPanel below is the usual way to use it.
 */
export function useFormPanel<V, R extends { message: string }>(options: FormPanelOptions<V, R>): FormPanelState<V> {
  const [ownForm] = Form.useForm<V>();
  const form = options.form ?? ownForm;
  const [banner, setBanner] = useState<Banner | null>(null);
  const [saving, setSaving] = useState(false);
  const inFlight = useRef(false);
  const latest = useRef(options);
  latest.current = options;

  useEffect(() => {
    if (!options.open) return;
    setBanner(null);
    // resetFields alone would keep values the store held from the previous opening (antd merges them over
    // initialValues when the form mounts again): set this opening's values explicitly.
    form.resetFields();
    form.setFieldsValue(latest.current.values as Parameters<typeof form.setFieldsValue>[0]);
  }, [options.open, options.record, form]);

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

  return { form, banner, setBanner, saving, onFinish };
}

export interface FormPanelProps<V, R> extends FormPanelOptions<V, R> {
  title: ReactNode;
  onClose: () => void;
  /** id of the <Form>: the pinned Submit button submits it from outside. */
  formId: string;
  /** Pixels; 520 suits most forms. */
  width?: number;
  closeLabel?: 'Cancel' | 'Close';
  /** Extra header content on the right of the title. */
  extra?: ReactNode;
  /** Shown above the banner (a standing notice about the form). */
  notice?: ReactNode;
  /** Shown between the banner and the form (a summary). */
  intro?: ReactNode;
  /** Other <Form> props (validateTrigger, onValuesChange ...). */
  formProps?: Omit<FormProps<V>, 'form' | 'id' | 'onFinish' | 'initialValues' | 'children'>;
  children: ReactNode;
}

/** A create/edit side panel: banner, the form, and Cancel/Submit pinned at the bottom (see useFormPanel). */
export function FormPanel<V, R extends { message: string }>(props: FormPanelProps<V, R>) {
  const { title, onClose, formId, width, closeLabel, extra, notice, intro, formProps, children } = props;
  const { form, banner, setBanner, saving, onFinish } = useFormPanel(props);
  return (
    <SidePanel
      open={props.open}
      title={title}
      width={width}
      onClose={onClose}
      extra={extra}
      footer={<FormPanelFooter formId={formId} saving={saving} onClose={onClose} closeLabel={closeLabel} />}
    >
      {notice}
      <FeedbackBanner banner={banner} onClose={() => setBanner(null)} />
      {intro}
      <Form<V> id={formId} form={form} layout="vertical" {...formProps} initialValues={props.values} onFinish={onFinish}>
        {/* The drawer's content mounts a render after it opens: reset again from inside, once the form is there. */}
        <ResetOnOpen record={props.record ?? props.open} />
        {children}
      </Form>
    </SidePanel>
  );
}
