import type { FormInstance } from 'antd';
import { useEffect } from 'react';

/**
 * A side panel's form starts from its own initial values each time it opens for a record: empty on
 * Create, the record on Edit, whatever was open before. antd keeps a form instance's values across the
 * panel's unmounts (they are merged over the initial values on remount), so without this a Create after
 * an Edit showed the previous record. Call it before any effect that fills the form from the record.
 */
export function useFormResetOnOpen(form: FormInstance, record: unknown): void {
  useEffect(() => {
    if (record !== null && record !== undefined) form.resetFields();
  }, [record, form]);
}
