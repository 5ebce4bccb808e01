import { CheckOutlined, CopyOutlined } from '@ant-design/icons';
import { Button, type ButtonProps } from 'antd';
import { useEffect, useRef, useState } from 'react';

/** How long "Copied" stays after a copy (the spec's copy confirmation). */
export const COPY_CONFIRMATION_MS = 3000;

/** The clipboard API, or (plain-http consoles, older browsers) a hidden textarea and the copy command. */
export async function writeClipboard(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  const done = document.execCommand('copy');
  area.remove();
  if (!done) throw new Error('Copy is not available in this browser');
}

/** Copies text to the clipboard; `copied` is true for COPY_CONFIRMATION_MS afterwards (false when copying failed). */
export function useCopyToClipboard(): { copied: boolean; copy: (text: string) => Promise<void> } {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = async (text: string) => {
    clearTimeout(timer.current);
    try {
      await writeClipboard(text);
    } catch {
      setCopied(false);
      return;
    }
    setCopied(true);
    timer.current = setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS);
  };
  return { copied, copy };
}

export interface CopyButtonProps extends Omit<ButtonProps, 'onClick' | 'icon' | 'children'> {
  text: string;
  /** The button's label before copying (default "Copy"). */
  label?: string;
}

/** A button that copies `text` and says "Copied" for a moment. */
export function CopyButton({ text, label = 'Copy', ...props }: CopyButtonProps) {
  const { copied, copy } = useCopyToClipboard();
  return (
    <Button {...props} icon={copied ? <CheckOutlined /> : <CopyOutlined />} onClick={() => void copy(text)}>
      {copied ? 'Copied' : label}
    </Button>
  );
}
