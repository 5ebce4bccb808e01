import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/** Renders server-provided HTML (e.g. an error message with <br>) after stripping scripts and handlers. */
export function SanitizedHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html), [html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
