import { Injectable } from '@nestjs/common';
import { sql } from '../../../core/tenancy/sql.js';
import { columnsOf, select, TypedQuery } from '../../../core/database/typed-select.js';

export interface InvoiceDetailsRow {
  phone: string | null;
  email: string | null;
  bankName: string | null;
  accountNumber: string | null;
  ifsc: string | null;
  upiId: string | null;
  logoKey: string | null;
  logoType: string | null;
}

export type InvoiceDetailsInput = Omit<InvoiceDetailsRow, 'logoKey' | 'logoType'>;

const d = columnsOf('company_invoice_details', 'company_invoice_details');
const DETAILS = select<InvoiceDetailsRow>(
  {
    phone: d.phone, email: d.email, bankName: d.bank_name, accountNumber: d.account_number, ifsc: d.ifsc, upiId: d.upi_id,
    logoKey: d.logo_key, logoType: d.logo_type,
  },
  'FROM company_invoice_details WHERE company_id = $1',
);
// The key the upsert replaced, read before it in the same statement.
const SET_LOGO = new TypedQuery<{ old: string | null }>(
  `WITH old AS (SELECT logo_key FROM company_invoice_details WHERE company_id = $1 FOR UPDATE)
       INSERT INTO company_invoice_details (company_id, logo_key, logo_type) VALUES ($1, $2, $3)
       ON CONFLICT (company_id) DO UPDATE SET logo_key = $2, logo_type = $3, updated_at = now()
       RETURNING (SELECT logo_key FROM old) AS old`,
);

/** company_invoice_details: one row per company, made on first save. */
@Injectable()
export class InvoiceDetailsRepository {
  async find(companyId: number): Promise<InvoiceDetailsRow | null> {
    const { rows } = await sql(DETAILS, [companyId]);
    return rows[0] ?? null;
  }

  async save(companyId: number, d: InvoiceDetailsInput): Promise<void> {
    await sql(
      `INSERT INTO company_invoice_details (company_id, phone, email, bank_name, account_number, ifsc, upi_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (company_id) DO UPDATE SET phone = $2, email = $3, bank_name = $4, account_number = $5, ifsc = $6,
         upi_id = $7, updated_at = now()`,
      [companyId, d.phone, d.email, d.bankName, d.accountNumber, d.ifsc, d.upiId],
    );
  }

  /** Sets the logo; answers the key it replaces, if any. */
  async setLogo(companyId: number, key: string | null, type: string | null): Promise<string | null> {
    const { rows } = await sql(SET_LOGO, [companyId, key, type]);
    return rows[0]?.old ?? null;
  }
}
