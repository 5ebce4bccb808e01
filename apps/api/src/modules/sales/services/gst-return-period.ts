import { ConflictException } from '@nestjs/common';
import { daysInMonth } from '@bizdesk/shared';
import type { CompanyGstProfileService } from '../../companies/index.js';

/** First and last day of a yyyy-MM month: a return's period. */
export function monthRange(month: string): { from: string; to: string } {
  const last = daysInMonth(Number(month.slice(0, 4)), Number(month.slice(5, 7)));
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
}

/**
 * The GSTIN of a company that files GSTR-1 and GSTR-3B: registered (a GSTIN in its profile) and regular (not
 * composition). Any other answers a 409 in the return's own words.
 */
export async function regularTaxpayerGstin(gstProfile: CompanyGstProfileService, m: { notRegistered: string; composition: string }): Promise<string> {
  const profile = await gstProfile.get();
  if (!profile.gstin) throw new ConflictException(m.notRegistered);
  if (profile.composition) throw new ConflictException(m.composition);
  return profile.gstin;
}
