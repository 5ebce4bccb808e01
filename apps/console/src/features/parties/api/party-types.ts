import type { Schemas } from '@bizdesk/api-client';
import type { RegistrationType } from '@bizdesk/shared';

/** Customers and suppliers share one shape (spec: "same layout"). */
export type PartyKind = 'customer' | 'supplier';

/** A customer or supplier as the API answers it (generated from the server's PartyView). */
export type Party = Schemas['PartyView'];

/** A party in a select (with what a sale needs: state, GSTIN, credit). */
export type PartyOption = Schemas['PartyOption'];

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

export type StateOption = Schemas['StateOption'];

export const PARTY_LABELS: Record<PartyKind, { title: string; singular: string }> = {
  customer: { title: 'Customer', singular: 'customer' },
  supplier: { title: 'Supplier', singular: 'supplier' },
};
