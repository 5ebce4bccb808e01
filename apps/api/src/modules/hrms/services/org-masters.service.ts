import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { paged, type ListQuery, type Paged } from '../../../core/http/list-query.js';
import { orgMasterMessages, type OrgMasterKind, type OrgMasterView, type SaveOrgMasterInput } from '../dtos/org-master.dtos.js';
import { OrgMastersRepository } from '../repositories/org-masters.repository.js';
import { currentCompanyId } from '../../../core/tenancy/tenant-context.js';

/** Branches, departments and designations: unique names per company (case-insensitive). */
@Injectable()
export class OrgMastersService {
  constructor(private readonly masters: OrgMastersRepository) {}

  async list(kind: OrgMasterKind, query: ListQuery): Promise<Paged<OrgMasterView>> {
    const companyId = currentCompanyId();
    const [rows, total] = await this.masters.list(kind, companyId, query);
    return paged(rows, total, query);
  }

  async save(kind: OrgMasterKind, input: SaveOrgMasterInput): Promise<OrgMasterView> {
    const companyId = currentCompanyId();
    const M = orgMasterMessages(kind);
    if (input.id !== 0 && !(await this.masters.find(kind, companyId, input.id))) throw new NotFoundException(M.notFound);
    if (await this.masters.nameTaken(kind, companyId, input.name, input.id)) throw new ConflictException(M.nameTaken);
    const saved = input.id === 0
      ? await this.masters.insert(kind, companyId, input.name)
      : await this.masters.rename(kind, companyId, input.id, input.name);
    if (!saved) throw new ConflictException(M.nameTaken);
    return saved;
  }

  /** One of the company's records, or a 404 with the kind's message (used by employees, holidays, devices). */
  async require(kind: OrgMasterKind, id: number): Promise<OrgMasterView> {
    const companyId = currentCompanyId();
    const row = await this.masters.find(kind, companyId, id);
    if (!row) throw new NotFoundException(orgMasterMessages(kind).notFound);
    return row;
  }
}
