import { Form } from 'antd';
import { useEffect } from 'react';

/**
 * Goes inside a side panel's <Form> whose initialValues are computed from the record: the form shows
 * those values each time it opens, empty on Create and the record on Edit, whatever was open before.
 * antd keeps a form instance's values across the panel's unmounts and merges them over the initial
 * values on remount, so without this a Create after an Edit showed the previous record. It resets from
 * inside the form because the panel's content mounts a render after the panel opens: only then are the
 * new initial values known to the form.
 */
export function ResetOnOpen({ record }: { record: unknown }): null {
  const form = Form.useFormInstance();
  useEffect(() => {
    form.resetFields();
  }, [record, form]);
  return null;
}
