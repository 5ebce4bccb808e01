import type { MigrationInterface, QueryRunner } from 'typeorm';
import { CHECKED_COMPANY, checkCompanyInPolicies, ensureCompanyContextCheck, UNCHECKED_COMPANY_PRINTED } from './lib/rls.js';

/**
 * Issue 24 item 8: the application role could read any company's rows by setting app.company_id itself.
 * Every policy now asks app_company_id(), which answers the company only next to its token (lib/rls.ts).
 *
 * The journal balance check reads the lines of the journal's own company, whatever the transaction's scope
 * (a tenant's billing transaction posts to the provider's books too). It used to point app.company_id at that
 * company for its count, which the policies no longer take on its own: it now runs as the owner and sets the
 * company with its token, computed from the owner-only key, for its count only, and puts the session's back.
 */
export class CompanyContextKey1766500000000 implements MigrationInterface {
  name = 'CompanyContextKey1766500000000';

  async up(q: QueryRunner): Promise<void> {
    await ensureCompanyContextCheck(q);
    await checkCompanyInPolicies(q);
    await q.query(`CREATE OR REPLACE FUNCTION journal_assert_balanced() RETURNS trigger
      LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public AS $$
      DECLARE jid bigint; d numeric; c numeric; n integer; company text := NEW.company_id::text;
        session_company text := current_setting('app.company_id', true);
        session_token text := current_setting('app.company_token', true);
      BEGIN
        IF TG_TABLE_NAME = 'journals' THEN jid := NEW.id; ELSE jid := NEW.journal_id; END IF;
        PERFORM set_config('app.company_id', company, true),
                set_config('app.company_token', (SELECT encode(sha256(k.outer_pad || sha256(k.inner_pad || convert_to(company, 'UTF8'))), 'hex')
                                                   FROM public.company_context_key k), true);
        SELECT count(*), COALESCE(sum(debit), 0), COALESCE(sum(credit), 0) INTO n, d, c
          FROM public.journal_lines WHERE journal_id = jid AND company_id = NEW.company_id;
        -- The session's own scope again (its token is never left with another company's id).
        PERFORM set_config('app.company_id', COALESCE(session_company, ''), true),
                set_config('app.company_token', COALESCE(session_token, ''), true);
        IF n < 2 OR d <> c OR d = 0 THEN
          RAISE EXCEPTION 'journal % is unbalanced: debits %, credits %, % line(s)', jid, d, c, n
            USING ERRCODE = '23514', CONSTRAINT = 'journal_balanced';
        END IF;
        RETURN NULL;
      END $$`);
  }

  async down(q: QueryRunner): Promise<void> {
    const policies: { table: string; policy: string; qual: string | null; check: string | null }[] = await q.query(
      `SELECT tablename AS "table", policyname AS policy, qual, with_check AS "check" FROM pg_policies
        WHERE schemaname = 'public' AND (qual LIKE '%app_company_id()%' OR with_check LIKE '%app_company_id()%')`,
    );
    for (const p of policies) {
      const back = (expr: string | null) => expr && expr.split(CHECKED_COMPANY).join(UNCHECKED_COMPANY_PRINTED);
      const [qual, check] = [back(p.qual), back(p.check)];
      await q.query(`ALTER POLICY "${p.policy}" ON "${p.table}"${qual ? ` USING (${qual})` : ''}${check ? ` WITH CHECK (${check})` : ''}`);
    }
    await q.query(`CREATE OR REPLACE FUNCTION journal_assert_balanced() RETURNS trigger LANGUAGE plpgsql SECURITY INVOKER AS $$
      DECLARE jid bigint; d numeric; c numeric; n integer; session_company text;
      BEGIN
        IF TG_TABLE_NAME = 'journals' THEN jid := NEW.id; ELSE jid := NEW.journal_id; END IF;
        session_company := current_setting('app.company_id', true);
        PERFORM set_config('app.company_id', NEW.company_id::text, true);
        SELECT count(*), COALESCE(sum(debit), 0), COALESCE(sum(credit), 0) INTO n, d, c
          FROM journal_lines WHERE journal_id = jid AND company_id = NEW.company_id;
        PERFORM set_config('app.company_id', COALESCE(session_company, ''), true);
        IF n < 2 OR d <> c OR d = 0 THEN
          RAISE EXCEPTION 'journal % is unbalanced: debits %, credits %, % line(s)', jid, d, c, n
            USING ERRCODE = '23514', CONSTRAINT = 'journal_balanced';
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`ALTER FUNCTION journal_assert_balanced() RESET ALL`);
  }
}
