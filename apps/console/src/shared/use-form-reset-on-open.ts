import type { FormInstance } from 'antd';
import { useEffect } from 'react';

/**
 * For a side panel whose <Form> has fixed initialValues and fills the record in with an effect: each
 * time the panel opens, the form first goes back to those initial values (empty on Create), then the
 * panel's effect fills the record on Edit. antd keeps a form instance's values across the panel's
 * unmounts (merged over the initial values on remount), so without this a Create after an Edit showed
 * the previous record. Call it before the effect that fills the form. (Forms whose initialValues are
 * computed from the record use <ResetOnOpen> inside the form instead: see form-reset-on-open.tsx.)
 */
export function useFormResetOnOpen(form: FormInstance, record: unknown): void {
  useEffect(() => {
    if (record !== null && record !== undefined) form.resetFields();
  }, [record, form]);
}
