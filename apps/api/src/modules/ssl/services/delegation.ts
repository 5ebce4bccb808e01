import { randomBytes } from 'node:crypto';

/** 20 lower-case hex characters: unguessable, so nobody can point their challenge at another's label. */
export const DELEGATION_LABEL_PATTERN = /^[0-9a-f]{20}$/;

export function newDelegationLabel(): string {
  return randomBytes(10).toString('hex');
}

/** The CNAME target a customer sets for `_acme-challenge.<name>`. */
export function delegationTarget(label: string, zone: string): string {
  return `${label}.${zone}`;
}
