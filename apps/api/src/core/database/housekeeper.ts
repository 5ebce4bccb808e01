import { SetMetadata } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/**
 * Housekeeping of a table belongs to the module that owns it: each owner has a provider marked
 * @Housekeeper() that drops its own expired rows (captchas, spent reset links, delivered mails ...).
 * One hourly job runs them all, in the platform context, in one transaction.
 */
export interface PurgesExpiredRows {
  purge(manager: EntityManager): Promise<void>;
}

export const HOUSEKEEPER = 'bizdesk:housekeeper';
export const Housekeeper = () => SetMetadata(HOUSEKEEPER, true);
