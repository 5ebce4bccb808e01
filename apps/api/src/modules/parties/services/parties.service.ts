import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { chargesGst, formatPaise, gstinStateCode, panFromGstin, parsePaise, paiseToDecimalString, type RegistrationType } from '@bizdesk/shared';
import { pageOf, type ListQuery, type Paged } from '../../../core/http/list-query.js';
import { DeletionGuard } from '../../../core/deletion-guard/index.js';
import { MastersService } from '../../masters/index.js';
import { PARTY_MESSAGES, type PartyOption, type PartyView, type SavePartyDto } from '../dtos/party.dtos.js';
import { CustomersRepository, SuppliersRepository, type PartiesRepository, type PartyRow } from '../repositories/parties.repository.js';
import { currentCompanyId } from '../../../core/tenancy/tenant-context.js';
import { CUSTOMER_RECORD, SUPPLIER_RECORD } from './guarded-records.js';

function toView(p: PartyRow): PartyView {
  return {
    id: Number(p.id),
    name: p.name,
    contactPerson: p.contactPerson,
    email: p.email,
    phone: p.phone,
    addressLine1: p.addressLine1,
    addressLine2: p.addressLine2,
    city: p.city,
    stateId: p.stateId,
    stateName: p.stateName,
    stateCode: p.stateCode,
    pincode: p.pincode,
    countryId: p.countryId,
    countryName: p.countryName,
    gstin: p.gstin,
    panNumber: p.panNumber,
    registrationType: p.registrationType as RegistrationType,
    creditLimit: p.creditLimit,
    outstanding: p.outstanding,
    openingBalanceDue: p.openingBalanceDue,
  };
}

/**
 * Customers and suppliers: the spec's fields plus the GST rules a careful team adds — a GSTIN's
 * state code is the chosen state, its embedded PAN is the PAN given, and registration type agrees
 * with having a GSTIN.
 */
abstract class PartyDirectory {
  protected abstract readonly label: 'customer' | 'supplier';

  constructor(
    protected readonly parties: PartiesRepository,
    protected readonly masters: MastersService,
    private readonly guard: DeletionGuard,
  ) {}

  private notFound(): string {
    return this.label === 'customer' ? 'Customer not found' : 'Supplier not found';
  }

  async list(query: ListQuery): Promise<Paged<PartyView>> {
    return pageOf(query, this.parties.list(currentCompanyId(), query), toView);
  }

  async options(): Promise<PartyOption[]> {
    const companyId = currentCompanyId();
    return (await this.parties.options(companyId)).map((p) => ({
      id: Number(p.id), name: p.name, stateId: p.stateId, stateName: p.stateName, gstin: p.gstin,
      chargesGst: chargesGst(p), creditLimit: p.creditLimit, outstanding: p.outstanding,
    }));
  }

  /** One of the company's records, or 404 (another tenant's id included). */
  async get(id: number): Promise<PartyView> {
    const companyId = currentCompanyId();
    const row = await this.parties.findRow(companyId, id);
    if (!row) throw new NotFoundException(this.notFound());
    return toView(row);
  }

  /** Deletes a party no document uses; another company's id is a 404. */
  async remove(id: number): Promise<void> {
    const companyId = currentCompanyId();
    if (!(await this.parties.exists(companyId, id))) throw new NotFoundException(this.notFound());
    // Each module that points at parties registered its usages (core/deletion-guard): sales, accounting, inventory.
    await this.guard.assertUnused(this.label === 'customer' ? CUSTOMER_RECORD : SUPPLIER_RECORD, companyId, id);
    await this.parties.remove(companyId, id);
  }

  /** As find, after taking the party's row lock (credit checks, receipts). */
  async findForUpdate(id: number): Promise<PartyView | null> {
    const companyId = currentCompanyId();
    return (await this.parties.lock(companyId, id)) ? this.find(id) : null;
  }

  /**
   * Opening balances (issue 27): what each party owed or was owed when the books started; answers id -> name. An
   * opening balance cannot drop below what receipts or payments already settled against it.
   */
  async setOpeningBalances(entries: { id: number; amount: string }[]): Promise<Map<number, string>> {
    const companyId = currentCompanyId();
    const names = await this.parties.setOpeningBalances(companyId, entries);
    const [short] = await this.parties.openingBelowSettled(companyId);
    if (short) {
      throw new BadRequestException(
        `The opening balance of ${short.name} cannot be less than the ${formatPaise(parsePaise(short.settled))} already ${this.label === 'customer' ? 'received' : 'paid'} against it`,
      );
    }
    return names;
  }

  /**
   * Sets part of a receipt or payment against the party's opening balance (issue 27). The caller holds the party's row
   * lock (findForUpdate) and has checked the amount against openingBalanceDue; beyond it is refused all the same.
   */
  async settleOpening(id: number, amount: string): Promise<void> {
    if (!(await this.parties.settleOpening(currentCompanyId(), id, amount))) {
      throw new BadRequestException(`Amount cannot be more than the opening balance due`);
    }
  }

  /** As get, but null instead of 404: for documents that only reference the party. */

  async find(id: number): Promise<PartyView | null> {
    const companyId = currentCompanyId();
    const row = await this.parties.findRow(companyId, id);
    return row ? toView(row) : null;
  }

  async save(input: SavePartyDto): Promise<PartyView> {
    const companyId = currentCompanyId();
    const existing = input.id === 0 ? null : await this.parties.findRow(companyId, input.id);
    if (input.id !== 0 && !existing) throw new NotFoundException(this.notFound());
    const state = await this.masters.requireStateInCountry(input.stateId, input.countryId, existing?.stateId ?? null);
    const gstin = input.gstin ?? null;
    if (gstin) {
      if (Number(gstinStateCode(gstin)) !== state.id) {
        throw new BadRequestException(`${PARTY_MESSAGES.gstinStateMismatch} (${state.name}, ${state.gstCode})`);
      }
      if (input.panNumber && panFromGstin(gstin) !== input.panNumber) throw new BadRequestException(PARTY_MESSAGES.panMismatch);
    }
    const registrationType: RegistrationType = input.registrationType ?? (gstin ? 'REGULAR' : 'Unregistered');
    if (registrationType !== 'Unregistered' && !gstin) throw new BadRequestException(PARTY_MESSAGES.gstinNeeded);
    if (registrationType === 'Unregistered' && gstin) throw new BadRequestException(PARTY_MESSAGES.gstinUnregistered);
    if (gstin && (await this.parties.gstinTaken(companyId, gstin, input.id))) {
      throw new ConflictException(`A ${this.label} with this GSTIN already exists`);
    }

    const id = await this.parties.save({
      ...(input.id ? { id: String(input.id) } : {}),
      companyId: String(companyId),
      name: input.name,
      contactPerson: input.contactPerson ?? null,
      email: input.email ?? null,
      phone: input.phone ?? null,
      addressLine1: input.addressLine1 ?? null,
      addressLine2: input.addressLine2 ?? null,
      city: input.city ?? null,
      stateId: state.id,
      pincode: input.pincode ?? null,
      countryId: input.countryId,
      gstin,
      // The PAN is the GSTIN's when only the GSTIN is given.
      panNumber: input.panNumber ?? (gstin ? panFromGstin(gstin) : null),
      registrationType,
      creditLimit: paiseToDecimalString(parsePaise(String(input.creditLimit).trim())),
    });
    return this.get(id);
  }

  count(): Promise<number> {
    const companyId = currentCompanyId();
    return this.parties.count(companyId);
  }
}

@Injectable()
export class CustomersService extends PartyDirectory {
  protected readonly label = 'customer' as const;

  constructor(parties: CustomersRepository, masters: MastersService, guard: DeletionGuard) {
    super(parties, masters, guard);
  }
}

@Injectable()
export class SuppliersService extends PartyDirectory {
  protected readonly label = 'supplier' as const;

  constructor(parties: SuppliersRepository, masters: MastersService, guard: DeletionGuard) {
    super(parties, masters, guard);
  }
}
