import { normalizeAmountInput, normalizeGstin, normalizePhone } from '@bizdesk/shared';
import { Input, type InputProps } from 'antd';

/**
 * The console's one input rule for typed identifiers and amounts (issue 31 item 1): values are cleaned as they
 * arrive (typed or pasted), never cut to a length first. A length cap cut a pasted " 27zxfcg2849o1z1 " to
 * " 27zxfcg2849o1z" before trimming; here the text is trimmed and upper-cased, and the field's rule checks
 * the length of what is left.
 */
type TextInputProps = Omit<InputProps, 'value' | 'onChange' | 'maxLength'> & { value?: string; onChange?: (value: string) => void };

/** A phone: `+91 98220 00001`, ` 98200 55555 `, `080-41234567` become their 10 digits (normalizePhone) as they are typed or pasted. */
export function PhoneInput({ value, onChange, ...rest }: TextInputProps) {
  return <Input inputMode="tel" autoComplete="off" {...rest} value={value ?? ''} onChange={(e) => onChange?.(normalizePhone(e.target.value))} />;
}

/** A GSTIN, PAN or other code: trimmed and upper-cased as typed or pasted; the field's rule checks its length. */
export function CodeInput({ value, onChange, className, ...rest }: TextInputProps) {
  return (
    <Input
      autoComplete="off"
      {...rest}
      className={className ? `input-code ${className}` : 'input-code'}
      value={value ?? ''}
      onChange={(e) => onChange?.(normalizeGstin(e.target.value))}
    />
  );
}

/**
 * A rupee amount: typed as people write it ("2,990", "1,00,000.50", "1 00 000.50", "₹ 500"); on leaving the field
 * a grouping it understands becomes the plain decimal the rules and the API read, anything else stays as typed so
 * the field's rule says what is wrong.
 */
export function AmountInput({ value, onChange, onBlur, onKeyDown, ...rest }: TextInputProps) {
  const clean = (text: string) => {
    const plain = normalizeAmountInput(text);
    if (plain !== text && /^-?\d+(\.\d+)?$/.test(plain)) onChange?.(plain);
  };
  return (
    <Input
      inputMode="decimal"
      autoComplete="off"
      {...rest}
      value={value ?? ''}
      onChange={(e) => onChange?.(e.target.value)}
      onBlur={(e) => {
        clean(e.target.value);
        onBlur?.(e);
      }}
      onKeyDown={(e) => {
        // Enter submits the form without leaving the box: the value is cleaned first, as on leaving it.
        if (e.key === 'Enter') clean((e.target as HTMLInputElement).value);
        onKeyDown?.(e);
      }}
    />
  );
}
