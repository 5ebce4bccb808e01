import { conflict, type ConstraintMessages } from '../../core/http/translate-db-error.js';
import { LEAVE_MESSAGES as M } from './dtos/leave.dtos.js';

/** The leave tables' constraints, answered in words (core/http/translate-db-error.ts). */
export const LEAVE_TYPE_CONSTRAINTS: ConstraintMessages = {
  constraints: { leave_types_name_uq: conflict(M.typeNameTaken) },
  // A type that allocations or applications point at cannot be deleted.
  foreignKey: conflict(M.typeInUse),
};
