import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { pageOf, type ListQuery, type Paged } from '../../../core/http/list-query.js';
import { conflict, translateDbError } from '../../../core/http/translate-db-error.js';
import { PasswordHasher } from '../../auth/index.js';
import { OrgMastersService } from '../../hrms/index.js';
import { DEVICE_MESSAGES, type AttendanceDeviceView, type SaveAttendanceDeviceDto } from '../dtos/attendance-device.dtos.js';
import { AttendanceDevicesRepository } from '../repositories/attendance-devices.repository.js';
import { DeviceLoginThrottleService } from './device-login-throttle.service.js';
import { currentCompanyId } from '../../../core/tenancy/tenant-context.js';

const M = DEVICE_MESSAGES;

/** Attendance devices of a company; passwords are stored as argon2 hashes and never answered. */
@Injectable()
export class AttendanceDevicesService {
  constructor(
    private readonly devices: AttendanceDevicesRepository,
    private readonly masters: OrgMastersService,
    private readonly hasher: PasswordHasher,
    private readonly throttle: DeviceLoginThrottleService,
  ) {}

  async list(query: ListQuery): Promise<Paged<AttendanceDeviceView>> {
    return pageOf(query, this.devices.list(currentCompanyId(), query));
  }

  async save(input: SaveAttendanceDeviceDto): Promise<AttendanceDeviceView> {
    const companyId = currentCompanyId();
    const existing = input.id === 0 ? null : await this.devices.find(companyId, input.id);
    if (input.id !== 0 && !existing) throw new NotFoundException(M.notFound);
    if (!existing && !input.password) throw new BadRequestException(M.passwordRequired);
    await this.masters.require('branch', input.branchId);
    if (await this.devices.userNameTaken(companyId, input.userName, input.id)) throw new ConflictException(M.userNameTaken);
    if (input.serialNumber && (await this.devices.serialTaken(input.serialNumber, input.id))) throw new ConflictException(M.serialTaken);

    const fields = {
      name: input.name, userName: input.userName, passwordHash: input.password ? await this.hasher.hash(input.password) : null,
      branchId: input.branchId, model: input.model ?? null, os: input.os ?? null, serialNumber: input.serialNumber ?? null,
      allowedAddresses: input.allowedAddresses ?? (existing ? null : []),
    };
    let id = input.id;
    try {
      if (existing) {
        await this.devices.update(companyId, id, fields);
        // A new password ends the device's session: it must log in with the new one.
        if (fields.passwordHash) await this.devices.endSession(companyId, id);
      } else {
        const created = await this.devices.insert(companyId, fields);
        if (created === null) throw new ConflictException(`${M.userNameTaken} (or the serial number is registered)`);
        id = created;
      }
    } catch (e) {
      throw translateDbError(e, { unique: conflict(`${M.userNameTaken} (or the serial number is registered)`) });
    }
    return (await this.devices.find(companyId, id))!;
  }

  /** The owner lifts the device's login locks (failed guesses); its session is untouched. */
  async unlock(id: number): Promise<AttendanceDeviceView> {
    const companyId = currentCompanyId();
    if (!(await this.devices.find(companyId, id))) throw new NotFoundException(M.notFound);
    await this.throttle.unlock(companyId, id);
    return (await this.devices.find(companyId, id))!;
  }
}
