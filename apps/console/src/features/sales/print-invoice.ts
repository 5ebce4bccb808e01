import invoiceCss from './components/invoice-document.css?inline';

/**
 * Prints the invoice alone: its markup and stylesheet go into a hidden iframe, which is printed and
 * removed. (Hiding the rest of the console with print CSS is fragile inside a side panel.)
 */
export function printInvoice(invoice: HTMLElement, title: string): void {
  const frame = document.createElement('iframe');
  frame.setAttribute('aria-hidden', 'true');
  Object.assign(frame.style, { position: 'fixed', right: '0', bottom: '0', width: '0', height: '0', border: '0' });
  document.body.appendChild(frame);
  const doc = frame.contentDocument!;
  doc.open();
  doc.write(
    `<!doctype html><html><head><meta charset="utf-8"><title>${title.replace(/[<>&]/g, '')}</title>` +
      `<style>@page { size: A4; margin: 10mm; } body { margin: 0; font-family: system-ui, sans-serif; } ${invoiceCss}` +
      ` .invoice-document { border: 0; padding: 0; }</style></head><body>${invoice.outerHTML}</body></html>`,
  );
  doc.close();
  const win = frame.contentWindow!;
  const cleanUp = () => window.setTimeout(() => frame.remove(), 500);
  win.addEventListener('afterprint', cleanUp);
  window.setTimeout(() => {
    win.focus();
    win.print();
    cleanUp();
  }, 50);
}
