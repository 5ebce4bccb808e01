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
