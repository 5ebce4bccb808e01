import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import type { EwayTransport } from '@bizdesk/shared';
import { paged, type ListQuery, type Paged } from '../../../core/http/list-query.js';
import { EWAY_MESSAGES, type EwayBillQuery } from '../dtos/eway-bill.dtos.js';
import { TRANSPORTER_MESSAGES as M, type SaveTransporterDto, type TransporterView } from '../dtos/transporter.dtos.js';
import { TransportersRepository } from '../repositories/transporters.repository.js';

/**
 * A company's saved transporters, and the transport of an e-way bill: the query's own values, each falling back to
 * the saved transporter it names (`transporter=<id>`), then checked as the portal asks (road: vehicle or transporter
 * id; rail, air, ship: the transport document).
 */
@Injectable()
export class TransportersService {
  constructor(private readonly transporters: TransportersRepository) {}

  async list(query: ListQuery): Promise<Paged<TransporterView>> {
    const [rows, total] = await this.transporters.list(query);
    return paged(rows, total, query);
  }

  async get(id: number): Promise<TransporterView> {
    const t = await this.transporters.find(id);
    if (!t) throw new NotFoundException(M.notFound);
    return t;
  }

  async save(userId: number, input: SaveTransporterDto): Promise<TransporterView> {
    if (input.id !== 0) await this.get(input.id);
    if (await this.transporters.nameTaken(input.name, input.id)) throw new ConflictException(M.nameTaken);
    const fields = {
      name: input.name, transporterGstin: input.transporterGstin ?? null, transportMode: input.transportMode,
      vehicleNo: input.vehicleNo ?? null, distanceKm: input.distanceKm ?? null,
    };
    const id = input.id === 0 ? await this.transporters.insert(fields, userId) : input.id;
    if (input.id !== 0) await this.transporters.update(id, fields);
    return this.get(id);
  }

  async remove(id: number): Promise<void> {
    if (!(await this.transporters.remove(id))) throw new NotFoundException(M.notFound);
  }

  async transport(q: EwayBillQuery): Promise<EwayTransport> {
    const saved = q.transporter === undefined ? null : await this.get(q.transporter);
    const mode = q.transportMode ?? saved?.transportMode ?? 'ROAD';
    const distanceKm = q.distanceKm ?? saved?.distanceKm ?? null;
    if (distanceKm === null) throw new BadRequestException(EWAY_MESSAGES.distanceRequired);
    const vehicleNo = q.vehicleNo ?? saved?.vehicleNo ?? undefined;
    const transporterId = q.transporterId ?? saved?.transporterGstin ?? undefined;
    if (mode === 'ROAD' && !vehicleNo && !transporterId) throw new BadRequestException(EWAY_MESSAGES.roadNeeds);
    if (mode !== 'ROAD' && (!q.transportDocNo || !q.transportDocDate)) throw new BadRequestException(EWAY_MESSAGES.docNeeds);
    return {
      mode, distanceKm, vehicleNo, transporterId, transporterName: q.transporterName ?? saved?.name,
      transportDocNo: q.transportDocNo, transportDocDate: q.transportDocDate,
    };
  }
}
