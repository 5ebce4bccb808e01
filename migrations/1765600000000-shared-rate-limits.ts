import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Token buckets for every rate limit of the API when no Redis is configured (the embedded default), shared
 * by all instances: per route and client address, per API key. rate_limit_take() refills and takes in one
 * round trip; the row lock of its upsert serialises concurrent takers of one bucket. Not tenant data (keys
 * name routes, addresses and API key ids), so no row-level security. Replaces api_rate_buckets.
 */
export class SharedRateLimits1765600000000 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE rate_limit_buckets (
      bucket_key varchar(300) PRIMARY KEY,
      tokens double precision NOT NULL,
      refreshed_at timestamptz NOT NULL
    )`);
    await q.query(`CREATE INDEX rate_limit_buckets_refreshed_idx ON rate_limit_buckets (refreshed_at)`);
    await q.query(`CREATE FUNCTION rate_limit_take(p_key varchar, p_rate float8, p_burst float8, p_want integer,
        OUT granted integer, OUT tokens float8)
      LANGUAGE plpgsql AS $fn$
      DECLARE available float8;
      BEGIN
        INSERT INTO rate_limit_buckets AS b (bucket_key, tokens, refreshed_at) VALUES (p_key, p_burst, clock_timestamp())
        ON CONFLICT (bucket_key) DO UPDATE
          SET tokens = LEAST(p_burst, b.tokens + GREATEST(0, EXTRACT(EPOCH FROM clock_timestamp() - b.refreshed_at)) * p_rate),
              refreshed_at = clock_timestamp()
        RETURNING b.tokens INTO available;
        granted := LEAST(p_want, floor(available))::integer;
        tokens := available - granted;
        IF granted > 0 THEN
          UPDATE rate_limit_buckets SET tokens = available - granted WHERE bucket_key = p_key;
        END IF;
      END
      $fn$`);
    await q.query(`DROP TABLE IF EXISTS api_rate_buckets`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP FUNCTION IF EXISTS rate_limit_take(varchar, float8, float8, integer)`);
    await q.query(`DROP TABLE IF EXISTS rate_limit_buckets`);
    await q.query(`CREATE TABLE IF NOT EXISTS api_rate_buckets (api_key_id bigint PRIMARY KEY, tokens double precision NOT NULL, refreshed_at timestamptz NOT NULL)`);
  }
}
