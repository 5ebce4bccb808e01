import type { RegistrationType } from '@bizdesk/shared';

/** Customers and suppliers share one shape (spec: "same layout"). */
export type PartyKind = 'customer' | 'supplier';

export interface Party {
  id: number;
  name: string;
  contactPerson: string | null;
  email: string | null;
  phone: string | null;
  addressLine1: string | null;
  addressLine2: string | null;
  city: string | null;
  stateId: number;
  stateName: string;
  stateCode: string;
  pincode: string | null;
  countryId: number;
  countryName: string;
  gstin: string | null;
  panNumber: string | null;
  registrationType: RegistrationType;
  creditLimit: string;
  outstanding: string;
}

export interface PartyOption {
  id: number;
  name: string;
  stateId: number;
  stateName: string;
  gstin: string | null;
  creditLimit: string;
  outstanding: string;
}

export interface PartySaveRequest {
  id: number;
  name: string;
  contactPerson: string | null;
  email: string | null;
  phone: string | null;
  addressLine1: string | null;
  addressLine2: string | null;
  city: string | null;
  stateId: number;
  pincode: string | null;
  countryId: number;
  gstin: string | null;
  panNumber: string | null;
  registrationType: RegistrationType;
  creditLimit: string;
}

export interface StateOption {
  id: number;
  name: string;
  code: string;
}

export const PARTY_LABELS: Record<PartyKind, { title: string; singular: string }> = {
  customer: { title: 'Customer', singular: 'customer' },
  supplier: { title: 'Supplier', singular: 'supplier' },
};
