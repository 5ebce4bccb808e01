import { BadRequestException, Injectable } from '@nestjs/common';
import { MastersRepository, type StateRow } from '../repositories/masters.repository.js';

export const MASTER_MESSAGES = {
  country: 'Please select country',
  state: 'Please select state',
  stateNotInCountry: 'The selected state does not belong to the selected country',
  stateRetired: 'The selected state code is retired; please select the current state',
} as const;


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
}
