import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { pageOf, type ListQuery, type Paged } from '../../../core/http/list-query.js';
import { DeletionGuard } from '../../../core/deletion-guard/index.js';
import { MastersService } from '../../masters/index.js';
import { WAREHOUSE_MESSAGES, type SaveWarehouseDto, type WarehouseView } from '../dtos/warehouse.dtos.js';
import { WarehousesRepository } from '../repositories/warehouses.repository.js';
import { currentCompanyId } from '../../../core/tenancy/tenant-context.js';
import { WAREHOUSE_RECORD } from './guarded-records.js';

/**
 * Warehouses. Exactly one default per company: the first warehouse becomes it, making another the
 * default moves the flag, and the default cannot simply be switched off. The database enforces the
 * same (partial unique index + deferred trigger); the advisory lock makes concurrent saves queue.
 */
@Injectable()
export class WarehousesService {
  constructor(
    private readonly warehouses: WarehousesRepository,
    private readonly masters: MastersService,
    private readonly guard: DeletionGuard,
  ) {}

  async list(query: ListQuery): Promise<Paged<WarehouseView>> {
    return pageOf(query, this.warehouses.list(currentCompanyId(), query));
  }

  options() {
    const companyId = currentCompanyId();
    return this.warehouses.options(companyId);
  }

  async save(input: SaveWarehouseDto): Promise<WarehouseView> {
    const companyId = currentCompanyId();
    await this.warehouses.lockCompany(companyId);
    const existing = input.id === 0 ? null : await this.warehouses.findById(companyId, input.id);
    if (input.id !== 0 && !existing) throw new NotFoundException(WAREHOUSE_MESSAGES.notFound);
    if (input.stateId) await this.masters.requireStateInCountry(input.stateId, input.countryId, existing?.stateId ?? null);
    else if (!(await this.masters.countries()).some((c) => c.id === input.countryId)) {
      throw new BadRequestException(WAREHOUSE_MESSAGES.country);
    }
    if (await this.warehouses.nameTaken(companyId, input.name, input.id)) throw new ConflictException(WAREHOUSE_MESSAGES.nameTaken);
    if (existing?.isDefault && input.isDefault === false) throw new BadRequestException(WAREHOUSE_MESSAGES.keepDefault);

    const first = !existing && (await this.warehouses.count(companyId)) === 0;
    const isDefault = first || input.isDefault === true || (existing?.isDefault ?? false);
    if (isDefault) await this.warehouses.clearDefault(companyId, input.id);
    const id = await this.warehouses.save({
      ...(existing ? { id: existing.id } : {}),
      companyId: String(companyId),
      name: input.name,
      address: input.address ?? null,
      city: input.city ?? null,
      stateId: input.stateId ?? null,
      countryId: input.countryId,
      pincode: input.pincode ?? null,
      isDefault,
      geoLocation: input.geoLocation ?? null,
    });
    return (await this.warehouses.findRow(companyId, id))!;
  }

  /** One of the company's warehouses, or a 404. */
  /** Deletes a warehouse that is not the default and that no document or stock record uses. */
  async remove(id: number): Promise<void> {
    const companyId = currentCompanyId();
    await this.warehouses.lockCompany(companyId);
    const existing = await this.warehouses.findById(companyId, id);
    if (!existing) throw new NotFoundException(WAREHOUSE_MESSAGES.notFound);
    if (existing.isDefault) throw new ConflictException(WAREHOUSE_MESSAGES.deleteDefault);
    await this.guard.assertUnused(WAREHOUSE_RECORD, companyId, id);
    await this.warehouses.remove(companyId, id);
  }

  async get(id: number): Promise<WarehouseView> {
    const companyId = currentCompanyId();
    const row = await this.warehouses.findRow(companyId, id);
    if (!row) throw new NotFoundException(WAREHOUSE_MESSAGES.notFound);
    return row;
  }

  /** Where stock goes or comes from when no warehouse is chosen. */
  async defaultWarehouse(): Promise<WarehouseView> {
    const companyId = currentCompanyId();
    const row = await this.warehouses.defaultRow(companyId);
    if (!row) throw new BadRequestException(WAREHOUSE_MESSAGES.noDefault);
    return row;
  }
}
