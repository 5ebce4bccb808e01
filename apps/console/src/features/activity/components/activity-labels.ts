/** How the activity log names its record types, actions and fields for people. */
export const RECORD_TYPE_LABELS: Record<string, string> = {
  account: 'Account', api_key: 'API key', attendance: 'Attendance', attendance_mark: 'Attendance mark',
  attendance_month_lock: 'Attendance month lock', attendance_regularisation: 'Attendance regularisation', attendance_summary: 'Attendance summary',
  billing_credit_note: 'Billing credit note', billing_credit_note_item: 'Billing credit note line', billing_invoice: 'Billing invoice',
  billing_invoice_reminder: 'Billing invoice reminder', branch: 'Branch', category: 'Category', company: 'Company', credit_note: 'Credit note', customer: 'Customer', department: 'Department',
  designation: 'Designation', device: 'Attendance device', e_invoice: 'E-invoice', e_invoice_credit_note: 'E-invoice for a credit note',
  e_way_bill: 'E-way bill', e_way_bill_transfer: 'E-way bill for a stock transfer', employee: 'Employee', expense: 'Expense',
  expense_category: 'Expense category', financial_year: 'Financial year', gstr1: 'GSTR-1', gstr3b: 'GSTR-3B', holiday: 'Holiday',
  hrms_settings: 'HRMS settings', hrms_settings_version: 'HRMS settings (dated version)', income: 'Income', income_category: 'Income category',
  invoice_details: 'Invoice details', invoice_share_link: 'Invoice share link', leave_allocation: 'Leave allocation',
  leave_application: 'Leave application', leave_type: 'Leave type', opening_balance: 'Opening balance', personal_profile: 'Personal profile',
  payment_order: 'Payment order', product: 'Product', purchase_order: 'Purchase order', purchase_payment: 'Purchase payment', receipt: 'Customer receipt',
  sale_invoice: 'Sale invoice', service_price: 'Service price', session: 'Session', shift: 'Shift', shift_assignment: 'Shift change', shift_version: 'Shift times (dated version)',
  spending_alert: 'Spending alert', stock_adjustment: 'Stock adjustment', stock_transfer: 'Stock transfer', subscription: 'Subscription',
  supplier: 'Supplier', supplier_opening_payment: 'Supplier opening balance payment', tally: 'Tally export', trade_settings: 'Trade settings',
  transporter: 'Transporter', user: 'User', warehouse: 'Warehouse',
};

export const ACTION_LABELS: Record<string, { label: string; color: string }> = {
  CREATE: { label: 'Created', color: 'green' },
  UPDATE: { label: 'Edited', color: 'blue' },
  DELETE: { label: 'Deleted', color: 'red' },
  LOGIN: { label: 'Signed in', color: 'cyan' },
  LOGIN_FAILED: { label: 'Failed sign-in', color: 'orange' },
  LOGOUT: { label: 'Signed out', color: 'default' },
  SESSION_END: { label: 'Session ended', color: 'volcano' },
  EXPORT: { label: 'Exported', color: 'purple' },
};

export const recordTypeLabel = (type: string) => RECORD_TYPE_LABELS[type] ?? fieldLabel(type);

/** 'expense_date' → 'Expense date'; 'userAgent' → 'User agent'. */
export function fieldLabel(key: string): string {
  const words = key.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/_/g, ' ').trim().toLowerCase();
  const text = words.replace(/\bid\b/g, 'ID').replace(/\bgstin\b/g, 'GSTIN').replace(/\bhsn\b/g, 'HSN');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Fields every row carries that tell a reader nothing about the change. */
export const HIDDEN_FIELDS = new Set(['company_id', 'created_at', 'updated_at', 'modified_at']);
