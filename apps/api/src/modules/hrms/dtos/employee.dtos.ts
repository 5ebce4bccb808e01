import {
  BLOOD_GROUPS, EMPLOYEE_STATUSES, GENDERS, MARITAL_STATUSES, isIsoDate,
  type BloodGroup, type EmployeeStatus, type Gender, type MaritalStatus,
} from '@bizdesk/shared';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  IsBoolean, IsEmail, IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Matches, MaxLength, Min, ValidateBy,
} from 'class-validator';
import { trim } from '../../../core/http/dto-transforms.js';
import { ID_MESSAGE } from './org-master.dtos.js';
import { OptionalField, OptionalText, PickedId, SaveId, optionalPhoneInput, stack } from '../../../core/http/dto-fields.js';

export const EMPLOYEE_MESSAGES = {
  firstNameRequired: 'First Name is required',
  firstNameMax: 'First Name must be at most 100 characters',
  lastNameRequired: 'Last Name is required',
  lastNameMax: 'Last Name must be at most 100 characters',
  middleNameMax: 'Middle Name must be at most 100 characters',
  motherNameMax: 'Mother Name must be at most 100 characters',
  dateOfBirth: 'Date of Birth must be a valid date',
  dateOfBirthRequired: 'Date of Birth is required',
  dateOfBirthFuture: 'Date of Birth cannot be in the future',
  email: 'Enter valid Email',
  emailRequired: 'Email is required',
  phone: 'Phone must be 10 digits',
  status: 'Please select status',
  branch: 'Please select branch',
  dateOfJoining: 'Date of Joining must be a valid date',
  dateOfJoiningRequired: 'Date of Joining is required',
  shift: 'Please select shift',
  department: 'Please select department',
  designation: 'Please select designation',
  reportingManager: 'Please select reporting manager',
  gender: `Gender must be one of ${GENDERS.join(', ')}`,
  maritalStatus: `Marital Status must be one of ${MARITAL_STATUSES.join(', ')}`,
  bloodGroup: `Blood Group must be one of ${BLOOD_GROUPS.join(', ')}`,
  employeeCode: 'Employee Code must be 1 to 40 letters, digits, - or /',
  employeeCodeRequired: 'Employee Code is required',
  autoGenerate: 'Employee code auto generate must be true or false',
  lwd: 'Last Working Day must be a valid date',
  newStatus: 'A new employee can only be PENDING or ACTIVE',
  existingPending: 'An existing employee cannot be moved back to PENDING',
  lwdBeforeJoining: 'Last Working Day cannot be before Date of Joining',
  lwdRequired: 'Last Working Day is required for a resigned or terminated employee',
  joiningAge: 'Date of Joining must be at least 14 years after Date of Birth',
  codeTaken: 'Employee code already exists',
  deviceUserId: 'Device User ID must be 1 to 40 letters or digits',
  deviceUserIdTaken: 'Device User ID is already used by another employee',
  selfManager: 'An employee cannot report to themselves',
  managerCycle: 'This reporting manager reports to the employee (directly or through others); choose another manager',
  managerNotFound: 'Reporting manager not found',
  notFound: 'Employee not found',
  deletedEdit: 'A deleted employee cannot be edited; recover the account first',
  created: 'Employee created successfully',
  updated: 'Employee updated successfully',
  deleted: 'Employee deleted successfully',
  recovered: 'Employee recovered successfully',
} as const;
const M = EMPLOYEE_MESSAGES;

const IsIsoDate = (message: string) => ValidateBy({ name: 'isIsoDate', validator: { validate: isIsoDate } }, { message });
const dateText = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().slice(0, 10) : value);
const optionalId = ({ value }: { value: unknown }) => (value === '' || value === 0 || value === '0' || value === null ? undefined : value);

/** An optional choice among the company's departments, designations or employees: 0, blank or null is none. */
const OptionalOrgChoice = (message: string) =>
  stack(
    ApiPropertyOptional({ nullable: true, type: Number }),
    Transform(optionalId), IsOptional(), Type(() => Number), Min(1, { message }), IsInt({ message }),
  );

/** POST /api/erp/user-details: id 0 creates. */
export class SaveEmployeeDto {
  @SaveId('0 for a new employee', ID_MESSAGE)
  id: number;

  @ApiProperty({ maxLength: 100 })
  @Transform(trim)
  @MaxLength(100, { message: M.firstNameMax })
  @IsNotEmpty({ message: M.firstNameRequired })
  @IsString({ message: M.firstNameRequired })
  firstName: string;

  @OptionalText(100, M.middleNameMax)
  middleName?: string;

  @ApiProperty({ maxLength: 100 })
  @Transform(trim)
  @MaxLength(100, { message: M.lastNameMax })
  @IsNotEmpty({ message: M.lastNameRequired })
  @IsString({ message: M.lastNameRequired })
  lastName: string;

  @OptionalText(100, M.motherNameMax)
  motherName?: string;

  @ApiProperty({ example: '2026-04-01' })
  @Transform(dateText)
  @IsIsoDate(M.dateOfJoining)
  @IsNotEmpty({ message: M.dateOfJoiningRequired })
  dateOfJoining: string;

  @ApiProperty({ example: '1994-08-15' })
  @Transform(dateText)
  @IsIsoDate(M.dateOfBirth)
  @IsNotEmpty({ message: M.dateOfBirthRequired })
  dateOfBirth: string;

  @ApiProperty()
  @Transform(trim)
  @MaxLength(254, { message: M.email })
  @IsEmail({}, { message: M.email })
  @IsNotEmpty({ message: M.emailRequired })
  email: string;

  @ApiPropertyOptional({ example: '9876543210' })
  @Transform(optionalPhoneInput)
  @IsOptional()
  @Matches(/^\d{10}$/, { message: M.phone })
  phone?: string;

  @OptionalField({ enum: GENDERS }, IsIn(GENDERS, { message: M.gender }))
  gender?: Gender;

  @OptionalField({ description: 'Typed code (required when auto-generate is off); ignored when generated' }, Matches(/^[A-Za-z0-9/-]{1,40}$/, { message: M.employeeCode }))
  employeeCode?: string;

  @ApiPropertyOptional({
    nullable: true, type: String, example: '1024',
    description: "The id the biometric device knows the employee by (its PIN), distinct from the code; unique per company. Left out: kept; '' or null: cleared",
  })
  @Transform(({ value }) => (value === '' || value === null ? null : typeof value === 'string' ? value.trim() : value))
  @IsOptional()
  @Matches(/^[A-Za-z0-9]{1,40}$/, { message: M.deviceUserId })
  deviceUserId?: string | null;

  @ApiPropertyOptional({ default: true, description: 'New employees only: take the next code from the prefix' })
  @IsOptional()
  @IsBoolean({ message: M.autoGenerate })
  employeeCodeAutoGenerate?: boolean;

  @OptionalField({ enum: MARITAL_STATUSES }, IsIn(MARITAL_STATUSES, { message: M.maritalStatus }))
  maritalStatus?: MaritalStatus;

  @OptionalField({ enum: BLOOD_GROUPS }, IsIn(BLOOD_GROUPS, { message: M.bloodGroup }))
  bloodGroup?: BloodGroup;

  @ApiProperty({ enum: EMPLOYEE_STATUSES, default: 'ACTIVE' })
  @IsIn(EMPLOYEE_STATUSES, { message: M.status })
  @IsNotEmpty({ message: M.status })
  status: EmployeeStatus;

  @PickedId(M.branch, IsNotEmpty({ message: M.branch }))
  branchId: number;

  @OptionalOrgChoice(M.department)
  departmentId?: number;

  @OptionalOrgChoice(M.designation)
  designationId?: number;

  @OptionalOrgChoice(M.reportingManager)
  reportingManagerId?: number;

  @PickedId(M.shift, IsNotEmpty({ message: M.shift }))
  shiftId: number;

  @ApiPropertyOptional({
    nullable: true, type: String,
    description: 'When a changed shiftId takes effect (default today; not before joining, not in a locked month). Earlier days keep the shift they had',
  })
  @Transform(({ value }) => (value === '' || value === null ? undefined : dateText({ value })))
  @IsOptional()
  @IsIsoDate('Shift effective from must be a date (yyyy-MM-dd)')
  shiftEffectiveFrom?: string;

  @ApiPropertyOptional({ nullable: true, type: String, description: 'Last working day: only for an existing employee who is RESIGNED, TERMINATED or INACTIVE' })
  @Transform(({ value }) => (value === '' || value === null ? undefined : dateText({ value })))
  @IsOptional()
  @IsIsoDate(M.lwd)
  lwd?: string;
}

/** DELETE /api/erp/user-details toggles: whether the employee is now deleted. */
export class EmployeeDeletedView {
  @ApiProperty() deleted: boolean;
}

export class EmployeeView {
  @ApiProperty() id: number;
  @ApiProperty() firstName: string;
  @ApiProperty({ nullable: true, type: String }) middleName: string | null;
  @ApiProperty() lastName: string;
  @ApiProperty({ nullable: true, type: String }) motherName: string | null;
  @ApiProperty() dateOfJoining: string;
  @ApiProperty() dateOfBirth: string;
  @ApiProperty() email: string;
  @ApiProperty({ nullable: true, type: String }) phone: string | null;
  @ApiProperty({ nullable: true, enum: GENDERS }) gender: Gender | null;
  @ApiProperty() employeeCode: string;
  @ApiProperty({ nullable: true, type: String, description: 'Biometric device user id (PIN); null: the device uses the employee code' }) deviceUserId: string | null;
  @ApiProperty({ description: 'Always false for a saved employee (the code exists)' }) employeeCodeAutoGenerate: boolean;
  @ApiProperty({ nullable: true, enum: MARITAL_STATUSES }) maritalStatus: MaritalStatus | null;
  @ApiProperty({ nullable: true, enum: BLOOD_GROUPS }) bloodGroup: BloodGroup | null;
  @ApiProperty({ enum: EMPLOYEE_STATUSES }) status: EmployeeStatus;
  @ApiProperty() branchId: number;
  @ApiProperty({ nullable: true, type: Number }) departmentId: number | null;
  @ApiProperty({ nullable: true, type: Number }) designationId: number | null;
  @ApiProperty({ nullable: true, type: Number }) reportingManagerId: number | null;
  @ApiProperty({ nullable: true, type: String }) reportingManagerName: string | null;
  @ApiProperty() shiftId: number;
  @ApiProperty({ nullable: true, type: String }) shiftName: string | null;
  @ApiProperty({ nullable: true, type: String }) lwd: string | null;
  @ApiProperty() deleted: boolean;
  @ApiProperty({ nullable: true, type: String }) designation: string | null;
  @ApiProperty({ nullable: true, type: String }) branch: string | null;
  @ApiProperty({ nullable: true, type: String }) department: string | null;
}

export class EmployeeOption {
  @ApiProperty() id: number;
  @ApiProperty({ description: 'Full name and code' }) name: string;
}
