import { SearchOutlined } from '@ant-design/icons';
import { Input } from 'antd';
import { useEffect, useState } from 'react';

export interface SearchBoxProps {
  value: string;
  /** Called with the new text after typing pauses; list state resets the page to 0 on it. */
  onSearch: (text: string) => void;
  placeholder?: string;
}

const TYPING_PAUSE_MS = 400;

/** List search. Waits for a pause in typing so every keystroke does not reload the list. */
export function SearchBox({ value, onSearch, placeholder = 'Search' }: SearchBoxProps) {
  const [text, setText] = useState(value);

  // Follow outside resets (e.g. Refresh clearing the search).
  useEffect(() => setText(value), [value]);

  useEffect(() => {
    if (text === value) return undefined;
    const timer = window.setTimeout(() => onSearch(text), TYPING_PAUSE_MS);
    return () => window.clearTimeout(timer);
  }, [text, value, onSearch]);

  return (
    <Input
      className="search-box"
      allowClear
      prefix={<SearchOutlined />}
      placeholder={placeholder}
      aria-label={placeholder}
      value={text}
      onChange={(event) => setText(event.target.value)}
      onPressEnter={() => onSearch(text)}
    />
  );
}
