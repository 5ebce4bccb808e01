import { ApiProperty } from '@nestjs/swagger';
import { SaveId, TrimmedText } from '../../../core/http/dto-fields.js';

/** Branch, Department and Designation: the same record (id, name) under three names. */
export type OrgMasterKind = 'branch' | 'department' | 'designation';

export const ORG_MASTER_LABELS: Record<OrgMasterKind, string> = { branch: 'Branch', department: 'Department', designation: 'Designation' };

export function orgMasterMessages(kind: OrgMasterKind) {
  const label = ORG_MASTER_LABELS[kind];
  return {
    nameRequired: `${label} Name required`,
    nameMin: `${label} Name must be at least 2 characters`,
    nameMax: `${label} Name must be at most 100 characters`,
    nameTaken: `A ${kind} with this name already exists`,
    notFound: `${label} not found`,
    saved: `${label} saved successfully`,
    fetched: `${label}s fetched successfully`,
  };
}

export const ID_MESSAGE = 'id must be a whole number';

/** POST body of /erp/branch, /erp/department, /erp/designation (id 0 creates). */
function saveDto(kind: OrgMasterKind) {
  const M = orgMasterMessages(kind);
  class SaveOrgMasterDto {
    @SaveId('0 for a new record', ID_MESSAGE)
    id: number;

    @TrimmedText(2, 100, { required: M.nameRequired, tooShort: M.nameMin, tooLong: M.nameMax })
    name: string;
  }
  Object.defineProperty(SaveOrgMasterDto, 'name', { value: `Save${ORG_MASTER_LABELS[kind]}Dto` });
  return SaveOrgMasterDto;
}

export const SaveBranchDto = saveDto('branch');
export const SaveDepartmentDto = saveDto('department');
export const SaveDesignationDto = saveDto('designation');
export type SaveOrgMasterInput = { id: number; name: string };

export class OrgMasterView {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
}

