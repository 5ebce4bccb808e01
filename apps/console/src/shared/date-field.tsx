import { parseDateInput } from '@bizdesk/shared';
import { DatePicker, type DatePickerProps } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useRef } from 'react';

export const DATE_MESSAGE = 'Enter a date such as 25 Dec 2026 or 25/12/2026';

/** The display format, then what typing may use (the picker reads any of them while the user types). */
const FORMATS = ['DD MMM YYYY', 'DD/MM/YYYY', 'D/M/YYYY', 'DD-MM-YYYY', 'D-M-YYYY', 'YYYY-MM-DD', 'D MMM YYYY', 'DD-MMM-YYYY'];

/** The form value of a date field whose typed text is not a date: an invalid Dayjs, so `dateRule` can say so. */
const notADate = (): Dayjs => dayjs('not a date');

/** A form rule for DateField: empty is left to `required`; typed text that is not a date is an error on the field. */
export const dateRule = {
  validator: (_: unknown, value: unknown) =>
    dayjs.isDayjs(value) && !value.isValid() ? Promise.reject(new Error(DATE_MESSAGE)) : Promise.resolve(),
};

/**
 * A date field for every form (issue 31 item 1): the calendar, plus typing `25/12/2026`, `25-12-2026`, `25 Dec 2026`
 * or ISO (parseDateInput, day first). A typed value is never silently replaced: text that is not a date stays in
 * the box and the form holds an invalid date, which `dateRule` turns into a field error (a `12/31/2026` was
 * replaced by the default, today, on save). Enter reads the text and never submits the form.
 */
export function DateField({ value, onChange, onBlur, onKeyDown, ...rest }: Omit<DatePickerProps, 'picker' | 'format'>) {
  // What the calendar holds. While the form holds typed text that is not a date, the calendar keeps the last date
  // it showed: the picker rewrites its box whenever that date changes (to "" for none), which erased the typed
  // "12/31/2026" of a field that started at today, so the error sat under an empty box.
  const shown = useRef<Dayjs | null>(null);
  if (dayjs.isDayjs(value) && value.isValid()) shown.current = value;
  else if (!dayjs.isDayjs(value)) shown.current = null;
  const read = (text: string) => {
    const trimmed = text.trim();
    if (!trimmed) return;
    const iso = parseDateInput(trimmed);
    if (!iso) onChange?.(notADate(), trimmed);
    else if (!value || !dayjs.isDayjs(value) || !value.isValid() || value.format('YYYY-MM-DD') !== iso) onChange?.(dayjs(iso), trimmed);
  };
  return (
    <DatePicker
      className="full-width"
      {...rest}
      format={FORMATS}
      preserveInvalidOnBlur
      value={shown.current}
      onChange={onChange}
      onBlur={(e, info) => {
        read((e.target as HTMLInputElement).value);
        onBlur?.(e, info);
      }}
      onKeyDown={(e, preventDefault) => {
        if (e.key === 'Enter') {
          e.preventDefault(); // never the form's submit
          read((e.target as HTMLInputElement).value);
        }
        onKeyDown?.(e, preventDefault);
      }}
    />
  );
}
