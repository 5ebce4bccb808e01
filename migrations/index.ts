// Every migration, in order. Add new ones at the end; never edit one that has shipped.
import { PlatformIdentity1764000000000 } from './1764000000000-platform-identity.js';
import { JobExecutions1764000000100 } from './1764000000100-job-executions.js';
import { AccountingLedger1764000002000 } from './1764000002000-accounting-ledger.js';
import { PersonalProfiles1764000002100 } from './1764000002100-personal-profiles.js';

export const migrations: Function[] = [PlatformIdentity1764000000000, JobExecutions1764000000100, AccountingLedger1764000002000, PersonalProfiles1764000002100];
