import { buildGstr3b, gstr3bPortalJson, monthLabel, noInvoicesMessage, setOffCredit } from './gstr3b.js';

const heads = (igst: number, cgst: number, sgst: number, cess = 0) => ({ igstPaise: igst, cgstPaise: cgst, sgstPaise: sgst, cessPaise: cess });

describe('GSTR-3B set-off (table 6.1)', () => {
  it('uses IGST credit up first: IGST, then where CGST and SGST credit fall short; CGST and SGST credit then pay IGST; the rest is cash', () => {
    const p = setOffCredit(heads(100_00, 300_00, 300_00, 50_00), heads(150_00, 100_00, 320_00, 20_00));
    expect(p.igst).toMatchObject({ liabilityPaise: 100_00, paidByIgstPaise: 100_00, cashPaise: 0, creditLeftPaise: 0 });
    // 50 of IGST credit is left after IGST: CGST credit (100) falls short of CGST (300) by 200, so the 50 goes there.
    expect(p.cgst).toMatchObject({ paidByIgstPaise: 50_00, paidByCgstPaise: 100_00, cashPaise: 150_00, creditLeftPaise: 0 });
    expect(p.sgst).toMatchObject({ paidByIgstPaise: 0, paidBySgstPaise: 300_00, cashPaise: 0, creditLeftPaise: 20_00 });
    expect(p.cess).toMatchObject({ paidByCessPaise: 20_00, cashPaise: 30_00 });
  });

  it('pays IGST with CGST and SGST credit once IGST credit is gone; CGST never pays SGST', () => {
    const p = setOffCredit(heads(500_00, 0, 100_00), heads(0, 200_00, 50_00));
    expect(p.igst).toMatchObject({ paidByCgstPaise: 200_00, paidBySgstPaise: 0, cashPaise: 300_00 });
    expect(p.sgst).toMatchObject({ paidBySgstPaise: 50_00, paidByCgstPaise: 0, cashPaise: 50_00 });
  });
});

describe('buildGstr3b', () => {
  it('nets credit notes, splits 3.2 by place of supply and reverses blocked credit', () => {
    const line = (taxable: number, igst: number, cgst: number, gst = 18) => ({
      hsn: '2202', description: 'Cola', quantity: '1', gstPercent: gst, taxablePaise: taxable, cgstPaise: cgst, sgstPaise: cgst, igstPaise: igst, cessPaise: 0,
    });
    const walkInKa = { customerGstin: null, placeOfSupply: 29, intraState: false, totalPaise: 118_00 };
    const s = buildGstr3b({
      gstin: '27AAPFU0939F1ZV',
      month: '2026-10',
      invoices: [{ number: 'INV/1', date: '2026-10-02', ...walkInKa, lines: [line(100_00, 18_00, 0), line(50_00, 0, 0, 0)] }],
      creditNotes: [{ number: 'CN/1', date: '2026-10-03', totalPaise: 59_00, lines: [line(50_00, 9_00, 0)], invoice: { number: 'INV/1', date: '2026-10-02', ...walkInKa } }],
      inward: [{
        source: 'EXPENSE', supplierType: 'REGULAR', intraState: true, eligible: false, nilExemptPaise: 0, untaxedPaise: 0,
        taxed: { taxablePaise: 100_00, igstPaise: 0, cgstPaise: 9_00, sgstPaise: 9_00, cessPaise: 0 },
      }],
    });
    expect(s.outward.taxable).toEqual({ taxablePaise: 50_00, igstPaise: 9_00, cgstPaise: 0, sgstPaise: 0, cessPaise: 0 });
    expect(s.outward.nilExempt.taxablePaise).toBe(50_00);
    expect(s.unregisteredInterState).toEqual([{ placeOfSupply: 29, taxablePaise: 50_00, igstPaise: 9_00 }]);
    expect(s.itc.net).toEqual(heads(0, 0, 0));
    expect(s.payment.igst.cashPaise).toBe(9_00);
    const json = gstr3bPortalJson(s);
    expect(json.ret_period).toBe('102026');
    expect(json.itc_elg.itc_rev[0]).toEqual({ ty: 'RUL', iamt: 0, camt: 9, samt: 9, csamt: 0 });
  });

  it('names the month the dd MMM yyyy way', () => {
    expect(monthLabel('2026-10')).toBe('Oct 2026');
    expect(noInvoicesMessage('2026-01')).toBe('No invoices in Jan 2026');
  });
});
