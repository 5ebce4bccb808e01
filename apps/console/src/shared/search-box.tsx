import { SearchOutlined } from '@ant-design/icons';
import { Input } from 'antd';
import { useEffect, useRef, useState } from 'react';

export interface SearchBoxProps {
  value: string;
  /** Called with the new text after typing pauses; list state resets the page to 0 on it. */
  onSearch: (text: string) => void;
  placeholder?: string;
  /**
   * How long typing must pause before onSearch (default 400 ms). A list that filters what it already holds
   * (onType) can ask the server sooner: a phone then sees the server's answer one round trip after the last key.
   */
  pauseMs?: number;
  /** Called at once with every change, before the pause: a list narrows what is on screen while the server answers. */
  onType?: (text: string) => void;
}

const TYPING_PAUSE_MS = 400;

/** List search. Waits for a pause in typing so every keystroke does not reload the list. */
export function SearchBox({ value, onSearch, placeholder = 'Search', pauseMs = TYPING_PAUSE_MS, onType }: SearchBoxProps) {
  const [text, setText] = useState(value);
  const typed = useRef(onType);
  typed.current = onType;

  // Follow outside resets (e.g. Refresh clearing the search).
  useEffect(() => setText(value), [value]);

  useEffect(() => {
    if (text === value) return undefined;
    const timer = window.setTimeout(() => onSearch(text), pauseMs);
    return () => window.clearTimeout(timer);
  }, [text, value, onSearch, pauseMs]);

  const change = (next: string) => {
    setText(next);
    typed.current?.(next);
  };

  return (
    <Input
      className="search-box"
      allowClear
      prefix={<SearchOutlined />}
      placeholder={placeholder}
      aria-label={placeholder}
      value={text}
      onChange={(event) => change(event.target.value)}
      onPressEnter={() => onSearch(text)}
    />
  );
}
