import type { EntityManager } from 'typeorm';
import { sql } from '../../../core/tenancy/sql.js';
import { Housekeeper, type PurgesExpiredRows } from '../../../core/database/housekeeper.js';
import { CAPTCHA_TTL_MS } from './captcha.service.js';

/** Hourly: captchas past their life. */
@Housekeeper()
export class CaptchaHousekeeper implements PurgesExpiredRows {
  async purge(manager: EntityManager): Promise<void> {
    await sql(`DELETE FROM captchas WHERE expires_at < now() - make_interval(secs => $1)`, [CAPTCHA_TTL_MS / 1000], manager);
  }
}
