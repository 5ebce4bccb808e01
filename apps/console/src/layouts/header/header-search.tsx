import { SearchOutlined } from '@ant-design/icons';
import { Button, Input } from 'antd';
import { useEffect, useState } from 'react';
import { lazyComponent } from '../../shared/lazy-component';

// Its modal and result lists load on the first open, not with every page (issue 32 item 4).
const SearchPalette = lazyComponent(() => import('./search-palette'), 'SearchPalette', null);

/** The header's search box: a click, Ctrl+K or Cmd+K opens the search palette. */
export function HeaderSearch() {
  const [open, setOpen] = useState(false);
  // Mounted from the first open on, so closing keeps its animation.
  const [opened, setOpened] = useState(false);
  if (open && !opened) setOpened(true);
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
      {opened ? <SearchPalette open={open} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
