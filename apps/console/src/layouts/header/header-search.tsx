import { SearchOutlined } from '@ant-design/icons';
import { Button, Input } from 'antd';
import { useEffect, useState } from 'react';
import { SearchPalette } from './search-palette';

/** The header's search box: a click, Ctrl+K or Cmd+K opens the search palette. */
export function HeaderSearch() {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && !e.altKey && e.key.toLowerCase() === 'k') {
        e.preventDefault();
        setOpen(true);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
  return (
    <>
      <Input
        className="header-search"
        prefix={<SearchOutlined />}
        placeholder={`Search (${isMac ? '⌘' : 'Ctrl+'}K)`}
        aria-label="Search"
        variant="filled"
        readOnly
        value=""
        onClick={() => setOpen(true)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' || e.key === ' ') {
            e.preventDefault();
            setOpen(true);
          }
        }}
      />
      <Button className="header-search__icon" type="text" shape="circle" icon={<SearchOutlined />} aria-label="Open search" onClick={() => setOpen(true)} />
      <SearchPalette open={open} onClose={() => setOpen(false)} />
    </>
  );
}
