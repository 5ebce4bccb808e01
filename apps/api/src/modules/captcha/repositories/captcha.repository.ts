import { Injectable } from '@nestjs/common';
import { sql } from '../../../core/tenancy/sql.js';
import { storedColumns } from '../../../core/database/typed-select.js';

export interface ConsumedCaptcha {
  answerHash: string;
  expiresAt: Date;
}

const CONSUME = storedColumns('captchas', ['answer_hash', 'expires_at']).returning(`UPDATE captchas SET used_at = now() WHERE id = $1 AND used_at IS NULL`);

@Injectable()
export class CaptchaRepository {
  async insert(id: string, answerHash: string, expiresAt: Date): Promise<void> {
    await sql(`INSERT INTO captchas (id, answer_hash, expires_at) VALUES ($1, $2, $3)`, [id, answerHash, expiresAt]);
  }

  /** Marks the captcha used and returns it, atomically: of two concurrent uses only one gets a row. */
  async consume(id: string): Promise<ConsumedCaptcha | null> {
    const { rows } = await sql(CONSUME, [id]);
    return rows[0] ? { answerHash: rows[0].answer_hash, expiresAt: new Date(rows[0].expires_at) } : null;
  }
}
