import { useEffect } from 'react';
import { useSearchParams } from 'react-router';

export interface SalesLinkTargets {
  openInvoices: () => void;
  openGstReturns: () => void;
  openInvoice: (id: number) => void;
}

/**
 * Links into the POS page (side menu, header search): `?panel=invoices`, `?panel=gst-returns` and `?invoice=<id>`
 * open the matching panel. The parameters are taken off the address once used, so closing the panel stays closed.
 */
export function useSalesLinks(targets: SalesLinkTargets): void {
  const [params, setParams] = useSearchParams();
  const panel = params.get('panel');
  const invoice = Number(params.get('invoice'));
  useEffect(() => {
    if (!panel && !invoice) return;
    if (panel === 'invoices') targets.openInvoices();
    if (panel === 'gst-returns') targets.openGstReturns();
    if (Number.isSafeInteger(invoice) && invoice > 0) targets.openInvoice(invoice);
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.delete('panel');
      next.delete('invoice');
      return next;
    }, { replace: true });
    // Targets are fresh closures every render: the parameters alone decide when this runs.
  }, [panel, invoice, setParams]);
}
