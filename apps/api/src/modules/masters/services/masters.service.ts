import { BadRequestException, ConflictException, Injectable } from '@nestjs/common';
import { sql } from '../../../core/tenancy/sql.js';
import { MastersRepository, type StateRow } from '../repositories/masters.repository.js';

export const MASTER_MESSAGES = {
  country: 'Please select country',
  state: 'Please select state',
  stateNotInCountry: 'The selected state does not belong to the selected country',
  stateRetired: 'The selected state code is retired; please select the current state',
} as const;

/** One kind of record that may point at a master: a count over ($1 company id, $2 the master's id) and its name. */
export interface UsageCheck {
  /** SELECT count(*)::int AS n FROM ... WHERE company_id = $1 AND ... = $2 */
  query: string;
  singular: string;
  plural: string;
}

/** Countries and Indian states with GST codes; a state's id is its GST state code. */
@Injectable()
export class MastersService {
  constructor(private readonly masters: MastersRepository) {}

  countries() {
    return this.masters.countries();
  }

  async states(countryId: number) {
    const rows = await this.masters.states(countryId);
    return rows.map((s) => ({ id: s.id, name: s.name, code: s.gstCode }));
  }

  state(id: number): Promise<StateRow | null> {
    return this.masters.state(id);
  }

  /**
   * A known country and a current state inside it, or the spec's 400 message. A retired state code
   * (25, 28) is refused for new records; a record that already has it (`keptStateId`) may keep it.
   */
  async requireStateInCountry(stateId: number, countryId: number, keptStateId: number | null = null): Promise<StateRow> {
    if (!(await this.masters.countryExists(countryId))) throw new BadRequestException(MASTER_MESSAGES.country);
    const state = await this.masters.state(stateId);
    if (!state) throw new BadRequestException(MASTER_MESSAGES.state);
    if (state.countryId !== countryId) throw new BadRequestException(MASTER_MESSAGES.stateNotInCountry);
    if (state.legacy && state.id !== keptStateId) throw new BadRequestException(MASTER_MESSAGES.stateRetired);
    return state;
  }

  /**
   * Refuses (409) to delete a master that documents or other masters still use, naming them:
   * "Product cannot be deleted: it is used by 2 sale invoices and 1 purchase order". One wording for
   * every master delete (catalogue, parties, warehouses).
   */
  async assertUnused(what: string, companyId: number, id: number, checks: UsageCheck[]): Promise<void> {
    const uses: string[] = [];
    for (const check of checks) {
      const n = (await sql<{ n: number }>(check.query, [companyId, id])).rows[0].n;
      if (n > 0) uses.push(`${n} ${n === 1 ? check.singular : check.plural}`);
    }
    if (uses.length === 0) return;
    const list = uses.length === 1 ? uses[0] : `${uses.slice(0, -1).join(', ')} and ${uses[uses.length - 1]}`;
    throw new ConflictException(`${what} cannot be deleted: it is used by ${list}`);
  }
}
