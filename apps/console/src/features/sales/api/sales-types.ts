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
  priceIncludesTax: boolean;
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
  documentType: 'TAX_INVOICE' | 'BILL_OF_SUPPLY';
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
  roundOff: string;
  totalAmount: string;
  amountInWords: string;
  paymentAccount: 'CASH' | 'BANK' | 'RECEIVABLE';
  balanceDue: string;
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
  collectsGst: boolean;
  warehouseId: number;
  warehouseName: string;
  stock: { productId: number; quantity: string }[];
}

export type PaymentMode = 'CASH' | 'BANK' | 'CREDIT';

export interface CheckoutRequest {
  customerId: number | null;
  warehouseId: number | null;
  paymentMode: PaymentMode;
  items: { productId: number; quantity: string }[];
}
