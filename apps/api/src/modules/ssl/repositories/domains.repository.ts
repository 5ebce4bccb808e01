import { Injectable } from '@nestjs/common';
import { sql } from '../../../core/tenancy/sql.js';
import { currentCompanyId } from '../../../core/tenancy/tenant-context.js';
import { likePattern, type ListQuery } from '../../../core/http/list-query.js';
import { columnsOf, expr, int, select, storedColumns, type RowOf } from '../../../core/database/typed-select.js';

const COUNT = select<{ n: number }>({ n: expr<number>('count(*)::int') }, 'FROM ssl_domains');

const DOMAIN = storedColumns('ssl_domains', [
  'id', 'domain', 'cover_www', 'verified', 'verified_at', 'challenge_generated', 'order_url', 'order_expires_at', 'created_at',
]);
export type DomainRow = RowOf<typeof DOMAIN>;
const d = columnsOf('ssl_domains', 'ssl_domains');
const VERIFIED_OPTION = select<{ id: number; name: string }>({ id: int(d.id), name: d.domain }, 'FROM ssl_domains');
const COUNTS = select<{ domains: number; verifiedDomains: number }>(
  { domains: expr<number>('count(*)::int'), verifiedDomains: expr<number>('(count(*) FILTER (WHERE verified))::int') },
  'FROM ssl_domains WHERE company_id = $1 AND deleted_at IS NULL',
);

export const DOMAIN_SORTABLE: Record<string, string> = { id: 'id', domain: 'domain', verified: 'verified', createdOn: 'created_at' };

/** The company's live (not deleted) domains. Every statement filters by company (and RLS backs it up). */
@Injectable()
export class DomainsRepository {
  async page(query: ListQuery): Promise<{ rows: DomainRow[]; total: number }> {
    const params: unknown[] = [currentCompanyId()];
    let where = `company_id = $1 AND deleted_at IS NULL`;
    if (query.search) {
      params.push(likePattern(query.search));
      where += ` AND domain ILIKE $${params.length}`;
    }
    const [column, direction] = [DOMAIN_SORTABLE[query.sortBy] ?? 'id', query.sortDirection];
    const total = (await sql(COUNT.and(`WHERE ${where}`), params)).rows[0].n;
    params.push(query.size, query.offset);
    const { rows } = await sql(
      DOMAIN.select(`FROM ssl_domains WHERE ${where} ORDER BY ${column} ${direction}, id ${direction} LIMIT $${params.length - 1} OFFSET $${params.length}`),
      params,
    );
    return { rows, total };
  }

  async find(id: number, opts: { lock?: boolean } = {}): Promise<DomainRow | undefined> {
    const { rows } = await sql(
      DOMAIN.select(`FROM ssl_domains WHERE company_id = $1 AND id = $2 AND deleted_at IS NULL${opts.lock ? ' FOR UPDATE' : ''}`),
      [currentCompanyId(), id],
    );
    return rows[0];
  }

  async verifiedSelect(): Promise<{ id: number; name: string }[]> {
    const { rows } = await sql(VERIFIED_OPTION.and('WHERE company_id = $1 AND deleted_at IS NULL AND verified ORDER BY domain'), [currentCompanyId()]);
    return rows;
  }

  /** Inserts, or undefined when the company already has this domain (unique among live domains). */
  async insert(domain: string, coverWww: boolean, userId: number | undefined): Promise<DomainRow | undefined> {
    const { rows } = await sql(
      DOMAIN.returning(`INSERT INTO ssl_domains (company_id, domain, cover_www, terms_accepted_at, created_by) VALUES ($1, $2, $3, now(), $4)
       ON CONFLICT (company_id, domain) WHERE deleted_at IS NULL DO NOTHING`),
      [currentCompanyId(), domain, coverWww, userId ?? null],
    );
    return rows[0];
  }

  async setOrder(id: number, order: { url: string; expires: Date | null } | null): Promise<void> {
    await sql(
      `UPDATE ssl_domains SET order_url = $3::text, order_expires_at = $4, challenge_generated = ($3::text IS NOT NULL) OR verified WHERE company_id = $1 AND id = $2`,
      [currentCompanyId(), id, order?.url ?? null, order?.expires ?? null],
    );
  }

  async setVerified(id: number, verified: boolean): Promise<void> {
    await sql(
      `UPDATE ssl_domains SET verified = $3::boolean, verified_at = CASE WHEN $3::boolean THEN now() ELSE NULL END,
         challenge_generated = CASE WHEN $3::boolean THEN true ELSE order_url IS NOT NULL END
       WHERE company_id = $1 AND id = $2`,
      [currentCompanyId(), id, verified],
    );
  }

  async softDelete(id: number): Promise<boolean> {
    const { affected } = await sql(`UPDATE ssl_domains SET deleted_at = now(), order_url = NULL WHERE company_id = $1 AND id = $2 AND deleted_at IS NULL`, [currentCompanyId(), id]);
    return affected > 0;
  }

  async counts(): Promise<{ domains: number; verifiedDomains: number }> {
    return (await sql(COUNTS, [currentCompanyId()])).rows[0];
  }
}
