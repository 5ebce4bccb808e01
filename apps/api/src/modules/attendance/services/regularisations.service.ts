import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { paged, type ListQuery, type Paged } from '../../../core/http/list-query.js';
import { currentCompanyId, tenantStorage } from '../../../core/tenancy/tenant-context.js';
import { REGULARISATION_MESSAGES, type ApplyRegularisationDto, type RegularisationView } from '../dtos/manual-mark.dtos.js';
import { RegularisationsRepository } from '../repositories/regularisations.repository.js';
import { ManualMarksService } from './manual-marks.service.js';

const M = REGULARISATION_MESSAGES;
const STATES = ['PENDING', 'APPROVED', 'REJECTED'];

/**
 * Regularisation (issue 29 item 3): a correction of a day is asked for (a forgotten punch, work away from the
 * device), then approved by HR, which marks the day by hand with the request's status, times and reason
 * (source REGULARISATION), or rejected with a note. One open request per employee and day.
 */
@Injectable()
export class RegularisationsService {
  constructor(
    private readonly requests: RegularisationsRepository,
    private readonly marks: ManualMarksService,
  ) {}

  async apply(input: ApplyRegularisationDto): Promise<RegularisationView> {
    const companyId = currentCompanyId();
    await this.marks.checkDay(input.employeeId, input.date);
    const id = await this.requests.insert(companyId, input.employeeId, input.date,
      { status: input.status, inTime: input.inTime ?? null, outTime: input.outTime ?? null, reason: input.reason }, tenantStorage.current()?.userId ?? null);
    if (id === null) throw new ConflictException(M.open);
    return (await this.requests.find(companyId, id))!;
  }

  async list(query: ListQuery, state: string | undefined): Promise<Paged<RegularisationView>> {
    const companyId = currentCompanyId();
    if (state !== undefined && !STATES.includes(state)) throw new BadRequestException(M.state);
    const [rows, total] = await this.requests.list(companyId, state, query.search, query.offset, query.size);
    return paged(rows, total, query);
  }

  async approve(id: number): Promise<RegularisationView> {
    const companyId = currentCompanyId();
    const request = await this.pending(id);
    await this.marks.mark({ employeeId: request.employeeId, date: request.date, status: request.status, inTime: request.inTime ?? undefined,
      outTime: request.outTime ?? undefined, reason: request.reason }, 'REGULARISATION');
    await this.requests.decide(companyId, id, 'APPROVED', tenantStorage.current()?.userId ?? null, null);
    return (await this.requests.find(companyId, id))!;
  }

  async reject(id: number, note: string | undefined): Promise<RegularisationView> {
    const companyId = currentCompanyId();
    await this.pending(id);
    await this.requests.decide(companyId, id, 'REJECTED', tenantStorage.current()?.userId ?? null, note || null);
    return (await this.requests.find(companyId, id))!;
  }

  private async pending(id: number): Promise<RegularisationView> {
    const found = await this.requests.find(currentCompanyId(), id, true);
    if (!found) throw new NotFoundException(M.notFound);
    if (found.state !== 'PENDING') throw new ConflictException(M.decided);
    return found;
  }
}
