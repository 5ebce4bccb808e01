import { Input } from 'antd';
import { parseTimeOfDay } from '@bizdesk/shared';
import { useEffect, useState, type KeyboardEvent } from 'react';

export const TIME_OF_DAY_MESSAGE = 'Time must be a time of day such as 09:30, 9:30 am or 0930';

/** `HH:mm:ss` as the field shows it once read: 09:30 AM. */
export function showTimeOfDay(value: string): string {
  const [h = 0, m = 0] = value.split(':').map(Number);
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${String(hour).padStart(2, '0')}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

/** A form rule: empty is left to `required`; anything typed must read as a time. */
export const timeOfDayRule = {
  validator: (_: unknown, value: unknown) =>
    value === undefined || value === null || value === '' || parseTimeOfDay(value) ? Promise.resolve() : Promise.reject(new Error(TIME_OF_DAY_MESSAGE)),
};

/**
 * A time typed as people type it (`09:30`, `9:30 am`, `0930`), held by the form as `HH:mm:ss` (or the text as
 * typed while it is not a time, so the rule can say so). Enter reads the text and never submits the form: a
 * picker that silently kept its default on Enter saved 09:00-18:00 for a typed 09:30 (issue 29 item 7).
 */
export function TimeOfDayInput({ value, onChange, id, placeholder = 'e.g. 9:30 am', ...rest }: {
  value?: string; onChange?: (v: string) => void; id?: string; placeholder?: string; 'aria-label'?: string;
}) {
  const shown = (v?: string) => (v && parseTimeOfDay(v) === v ? showTimeOfDay(v) : (v ?? ''));
  const [text, setText] = useState(shown(value));
  useEffect(() => {
    // The form's value changed from outside (a record loaded, a reset): show it.
    if (parseTimeOfDay(text) !== value && text !== value) setText(shown(value));
  }, [value]);
  const commit = (raw: string) => {
    const parsed = parseTimeOfDay(raw);
    if (parsed) setText(showTimeOfDay(parsed));
    onChange?.(parsed ?? raw);
  };
  return (
    <Input
      {...rest}
      id={id}
      value={text}
      placeholder={placeholder}
      inputMode="text"
      autoComplete="off"
      onChange={(e) => {
        setText(e.target.value);
        onChange?.(parseTimeOfDay(e.target.value) ?? e.target.value);
      }}
      onBlur={(e) => commit(e.target.value)}
      onKeyDown={(e: KeyboardEvent<HTMLInputElement>) => {
        if (e.key === 'Enter') {
          e.preventDefault();
          commit((e.target as HTMLInputElement).value);
        }
      }}
    />
  );
}
