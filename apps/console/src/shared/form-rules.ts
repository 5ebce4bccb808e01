import type { FormRule } from 'antd';

/**
 * An antd rule from a predicate. Empty values pass (that is `required`'s job), so a
 * field shows one message at a time.
 */
export function check(isValid: (value: string) => boolean, message: string): FormRule {
  return {
    validator: (_, value: unknown) =>
      value === undefined || value === null || value === '' || isValid(String(value))
        ? Promise.resolve()
        : Promise.reject(new Error(message)),
  };
}

/** Fails when the field differs from `otherField`; used for confirmations. */
export function mustEqualField(otherField: string, message: string): FormRule {
  return ({ getFieldValue }) => ({
    validator(_, value) {
      if (!value || value === getFieldValue(otherField)) return Promise.resolve();
      return Promise.reject(new Error(message));
    },
  });
}

/** Fails when the field equals `otherField`; used so a new password differs from the current one. */
export function mustDifferFromField(otherField: string, message: string): FormRule {
  return ({ getFieldValue }) => ({
    validator(_, value) {
      if (!value || value !== getFieldValue(otherField)) return Promise.resolve();
      return Promise.reject(new Error(message));
    },
  });
}
