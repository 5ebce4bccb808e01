export interface PartyBlock {
  id: number | null;
  name: string;
  address: string | null;
  gstin: string | null;
  stateWithCode: string | null;
}

export interface SaleLine {
  lineNo: number;
  productId: number;
  productName: string;
  hsn: string | null;
  quantity: string;
  rate: string;
  gstPercent: number;
  cessType: string;
  cessValue: number;
  taxableAmount: string;
  cgstAmount: string;
  sgstAmount: string;
  igstAmount: string;
  cessAmount: string;
  gstAmount: string;
  totalAmount: string;
}

export interface HsnSummaryRow {
  hsn: string | null;
  gstPercent: number;
  quantity: string;
  taxableAmount: string;
  cgstAmount: string;
  sgstAmount: string;
  igstAmount: string;
  cessAmount: string;
  totalTax: string;
}

export interface SaleInvoice {
  id: number;
  invoiceNumber: string;
  invoiceDate: string;
  createdOn: string;
  supplier: PartyBlock;
  customer: PartyBlock;
  placeOfSupply: string | null;
  reverseCharge: string;
  intraState: boolean;
  warehouseName: string;
  items: SaleLine[];
  hsnSummary: HsnSummaryRow[];
  taxableAmount: string;
  cgstAmount: string;
  sgstAmount: string;
  igstAmount: string;
  cessAmount: string;
  totalAmount: string;
  amountInWords: string;
  paymentAccount: 'CASH' | 'RECEIVABLE';
  groupTransactionId: string | null;
}

export interface SaleInvoiceRow {
  id: number;
  invoiceNumber: string;
  invoiceDate: string;
  customerName: string;
  taxableAmount: string;
  taxAmount: string;
  totalAmount: string;
}

export interface PosContext {
  companyStateId: number | null;
  companyStateName: string | null;
  allowNegativeStock: boolean;
  warehouseId: number;
  warehouseName: string;
  stock: { productId: number; quantity: string }[];
}

export interface CheckoutRequest {
  customerId: number | null;
  items: { productId: number; quantity: string }[];
}
