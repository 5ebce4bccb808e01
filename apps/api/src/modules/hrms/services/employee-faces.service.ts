import { BadRequestException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { currentCompanyId } from '../../../core/tenancy/tenant-context.js';
import {
  FaceEngineService, type DescribedPhoto, type FaceImage, type PersonMatch,
} from '../../face-engine/index.js';
import type { EmployeeView } from '../dtos/employee.dtos.js';
import { ShiftsRepository } from '../repositories/shifts.repository.js';
import { EmployeesService } from './employees.service.js';

/** HRMS enrolments live in the face service's HRMS scope, one person per employee, keyed by the employee's id. */
const SCOPE = 'HRMS' as const;
const personIdOf = (employeeId: number) => String(employeeId);

export const EMPLOYEE_FACE_MESSAGES = {
  enrolled: 'Face enrolled for face attendance',
  removed: 'Face removed',
  none: 'No face is enrolled for this employee',
  deleted: 'A deleted employee cannot be enrolled: recover the employee first',
  notRecognised: 'Face not recognised. Please look at the camera and try again, or ask HR to enrol your face.',
  oneAtATime: (n: number) => `One person at a time, please: ${n} faces were found in the picture`,
  noFace: 'No face was found in the picture. Please look at the camera and try again.',
  notOnFaceShift: (name: string, shift: string) =>
    `Face attendance is not enabled for ${name}'s shift (${shift}). Please punch at your usual attendance device.`,
  employeeDeleted: (name: string) => `${name} is no longer an active employee`,
} as const;

export interface EmployeeFaceStatus {
  employeeId: number;
  enrolled: boolean;
  faces: number;
  faceAttendance: boolean;
}

/** Who the kiosk recognised: the employee, their shift's rule, and how close the face was. */
export interface RecognisedEmployee {
  employeeId: number;
  employeeCode: string;
  name: string;
  shiftName: string | null;
  distance: number;
  confidence: number;
}

const fullName = (e: Pick<EmployeeView, 'firstName' | 'middleName' | 'lastName'>) => [e.firstName, e.middleName, e.lastName].filter(Boolean).join(' ');

/**
 * Employees' faces for face attendance: enrolled from the employee panel, recognised at the kiosk. HRMS owns
 * the mapping employee <-> face person; the face module only sees person ids of its HRMS scope, and the
 * attendance module asks this service, never the face module, who is in front of the kiosk.
 * Methods other than `describe` run in the caller's tenant transaction.
 */
@Injectable()
export class EmployeeFacesService {
  constructor(
    private readonly faces: FaceEngineService,
    private readonly employees: EmployeesService,
    private readonly shifts: ShiftsRepository,
  ) {}

  /** Runs the face models (no database): call before opening the punch transaction. */
  describe(image: FaceImage): Promise<DescribedPhoto> {
    return this.faces.describe(image);
  }

  async status(employeeId: number): Promise<EmployeeFaceStatus> {
    const employee = await this.employees.require(employeeId);
    const person = await this.faces.findPerson(SCOPE, personIdOf(employee.id));
    return { employeeId: employee.id, enrolled: !!person, faces: person?.faces ?? 0, faceAttendance: await this.faceAttendance(employee) };
  }

  /** Enrols a photo described before the transaction opened (the models never run inside one). */
  async enroll(employeeId: number, photo: DescribedPhoto): Promise<EmployeeFaceStatus> {
    const employee = await this.employees.require(employeeId);
    if (employee.deleted) throw new BadRequestException(EMPLOYEE_FACE_MESSAGES.deleted);
    await this.faces.enroll(SCOPE, personIdOf(employee.id), `${fullName(employee)} (${employee.employeeCode})`, photo);
    return this.status(employee.id);
  }

  async remove(employeeId: number): Promise<void> {
    const employee = await this.employees.require(employeeId);
    if (!(await this.faces.findPerson(SCOPE, personIdOf(employee.id)))) throw new NotFoundException(EMPLOYEE_FACE_MESSAGES.none);
    await this.faces.deletePerson(SCOPE, personIdOf(employee.id));
  }

  /**
   * The one employee in the picture who may punch by face: 400 unless exactly one face, 404 when nobody
   * enrolled is close enough, 403 when their shift does not ask for face attendance or they were deleted.
   */
  async recognise(photo: DescribedPhoto): Promise<RecognisedEmployee> {
    if (photo.facesFound === 0) throw new BadRequestException(EMPLOYEE_FACE_MESSAGES.noFace);
    if (photo.facesFound > 1) throw new BadRequestException(EMPLOYEE_FACE_MESSAGES.oneAtATime(photo.facesFound));
    const [face] = await this.faces.identify(SCOPE, photo);
    const match: PersonMatch | null = face?.match ?? null;
    if (!match) throw new NotFoundException(EMPLOYEE_FACE_MESSAGES.notRecognised);
    const employee = await this.employees.require(Number(match.personId)).catch(() => null);
    if (!employee) throw new NotFoundException(EMPLOYEE_FACE_MESSAGES.notRecognised);
    const name = fullName(employee);
    if (employee.deleted) throw new ForbiddenException(EMPLOYEE_FACE_MESSAGES.employeeDeleted(name));
    if (!(await this.faceAttendance(employee))) {
      throw new ForbiddenException(EMPLOYEE_FACE_MESSAGES.notOnFaceShift(name, employee.shiftName ?? 'no shift'));
    }
    return {
      employeeId: employee.id, employeeCode: employee.employeeCode, name, shiftName: employee.shiftName ?? null,
      distance: match.distance, confidence: match.confidence,
    };
  }

  private async faceAttendance(employee: EmployeeView): Promise<boolean> {
    if (!employee.shiftId) return false;
    return (await this.shifts.find(currentCompanyId(), employee.shiftId))?.faceAttendance ?? false;
  }
}

