import type { ServiceUsage } from '../repositories/billable-usage.repository.js';
import { calculateInvoice } from './invoice-calculator.js';

const ist = (text: string) => new Date(`${text.replace(' ', 'T')}:00+05:30`);

const march = (price: string) => [{ from: '2026-03-01', to: '2026-03-31', price }];
const pos = (periods: ServiceUsage['periods']): ServiceUsage => ({
  appId: 3, name: 'POS', type: 1, prices: march('799.00'), sacCode: '997331', periods, calls: 0, dailyCalls: [],
});
const hrms = (periods: ServiceUsage['periods']): ServiceUsage => ({
  appId: 10, name: 'HRMS', type: 1, prices: march('699.00'), sacCode: '997331', periods, calls: 0, dailyCalls: [],
});
const qr = (calls: number): ServiceUsage => ({ appId: 7, name: 'QRCode', type: 0, prices: march('0.10'), sacCode: '998315', periods: [], calls, dailyCalls: [] });

describe('calculateInvoice', () => {
  it('charges a whole month for an application subscribed all month', () => {
    const inv = calculateInvoice('2026-03', [pos([{ startedAt: ist('2026-01-10 10:00'), endedAt: null }])], true)!;
    expect(inv.lines).toEqual([expect.objectContaining({
      appId: 3, hsnCode: '997331', quantity: 1, unitPricePaise: 79900, taxablePaise: 79900, cgstPaise: 7191, sgstPaise: 7191, igstPaise: 0,
      description: 'POS subscription, 01 Mar 2026 to 31 Mar 2026 (31 of 31 days)',
    })]);
    expect(inv).toMatchObject({ subTotalPaise: 79900, cgstPaise: 7191, sgstPaise: 7191, igstPaise: 0, roundOffPaise: 18, totalPaise: 94300 });
    expect(inv.totalInWords).toBe('Rupees Nine Hundred Forty Three Only');
  });

  it('prorates by the days subscribed, and bills metered API calls at the price per call', () => {
    const inv = calculateInvoice('2026-03', [
      pos([{ startedAt: ist('2026-03-10 14:00'), endedAt: ist('2026-03-20 10:00') }]),
      qr(12_345),
    ], false)!;
    expect(inv.lines.map((l) => [l.description, l.quantity, l.unitPricePaise, l.taxablePaise, l.igstPaise])).toEqual([
      ['POS subscription, 10 Mar 2026 to 20 Mar 2026 (11 of 31 days)', 1, 28352, 28352, 5103],
      ['QRCode API calls, Mar 2026', 12_345, 10, 123_450, 22_221],
    ]);
    // 283.52 + 1234.50 = 1518.02; IGST 51.03 + 222.21 = 273.24; 1791.26 rounds to 1791 (round off -0.26).
    expect(inv).toMatchObject({ intraState: false, subTotalPaise: 151_802, cgstPaise: 0, sgstPaise: 0, igstPaise: 27_324, roundOffPaise: -26, totalPaise: 179_100 });
    expect(inv.totalInWords).toBe('Rupees One Thousand Seven Hundred Ninety One Only');
  });

  it('keeps CGST and SGST equal halves within Maharashtra and rounds half up to the rupee', () => {
    // 699 x 14/31 = 315.677... -> 315.68; 9% = 28.41 each; 372.50 -> 373 (round off +0.50).
    const inv = calculateInvoice('2026-03', [hrms([{ startedAt: ist('2026-03-18 09:00'), endedAt: null }])], true)!;
    expect(inv).toMatchObject({ subTotalPaise: 31_568, cgstPaise: 2841, sgstPaise: 2841, roundOffPaise: 50, totalPaise: 37_300 });
    expect(inv.subTotalPaise + inv.cgstPaise + inv.sgstPaise + inv.igstPaise + inv.roundOffPaise).toBe(inv.totalPaise);
  });

  it('bills nothing when nothing was used or nothing costs anything', () => {
    expect(calculateInvoice('2026-03', [], true)).toBeNull();
    expect(calculateInvoice('2026-03', [pos([{ startedAt: ist('2026-04-02 10:00'), endedAt: null }])], true)).toBeNull();
    expect(calculateInvoice('2026-03', [{ ...qr(500), prices: march('0.00') }], true)).toBeNull();
    expect(calculateInvoice('2026-03', [qr(0)], true)).toBeNull();
  });

  it('bills each price period at its own price, on its own line (issue 30 item 2)', () => {
    const prices = [{ from: '2026-03-01', to: '2026-03-14', price: '799.00' }, { from: '2026-03-15', to: '2026-03-31', price: '999.00' }];
    const inv = calculateInvoice('2026-03', [{ ...pos([{ startedAt: ist('2026-01-10 10:00'), endedAt: null }]), prices }], false)!;
    // 799 x 14/31 = 360.8387 -> 360.84; 999 x 17/31 = 547.8387 -> 547.84.
    expect(inv.lines.map((l) => [l.description, l.taxablePaise])).toEqual([
      ['POS subscription, 01 Mar 2026 to 14 Mar 2026 (14 of 31 days) @ ₹799.00', 36_084],
      ['POS subscription, 15 Mar 2026 to 31 Mar 2026 (17 of 31 days) @ ₹999.00', 54_784],
    ]);
    const calls: ServiceUsage = {
      ...qr(100), prices: [{ from: '2026-03-01', to: '2026-03-09', price: '0.10' }, { from: '2026-03-10', to: '2026-03-31', price: '0.20' }],
      dailyCalls: [{ day: '2026-03-02', calls: 30 }, { day: '2026-03-09', calls: 10 }, { day: '2026-03-10', calls: 50 }],
    };
    const api = calculateInvoice('2026-03', [calls], false)!;
    // 10 calls the daily meter never placed on a day go to the month's first price.
    expect(api.lines.map((l) => [l.description, l.quantity, l.unitPricePaise, l.taxablePaise])).toEqual([
      ['QRCode API calls, 01 Mar 2026 to 09 Mar 2026 @ ₹0.10', 50, 10, 500],
      ['QRCode API calls, 10 Mar 2026 to 31 Mar 2026 @ ₹0.20', 50, 20, 1000],
    ]);
  });

  it('keeps one line when a change sets the price it already had', () => {
    const prices = [{ from: '2026-03-01', to: '2026-03-14', price: '799.00' }, { from: '2026-03-15', to: '2026-03-31', price: '799.00' }];
    const inv = calculateInvoice('2026-03', [{ ...pos([{ startedAt: ist('2026-01-10 10:00'), endedAt: null }]), prices }], true)!;
    expect(inv.lines.map((l) => l.description)).toEqual(['POS subscription, 01 Mar 2026 to 31 Mar 2026 (31 of 31 days)']);
  });
});
