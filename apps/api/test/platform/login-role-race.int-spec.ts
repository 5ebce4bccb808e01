// The app's login role is cluster-wide: on a new PostgreSQL cluster several databases (jest workers, an API and
// a worker of side-by-side instances) create it at the same moment. A clean clone's first test run failed with
// "duplicate key value violates unique constraint pg_authid_rolname_index" in one worker; every one of them
// must end with the role in place and with the same restricted rights.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createOrAlterLoginRole } from '../../src/core/database/migrations-runner.js';
import { createTestDatabase, ownerQuery, type TestDatabase } from '../support/test-database.js';

const STARTERS = 8;

describe('creating the login role from several databases at once', () => {
  let db: TestDatabase;
  const roles: string[] = [];

  beforeAll(async () => {
    db = await createTestDatabase();
  });

  afterAll(async () => {
    for (const role of roles) await ownerQuery(db, `DROP ROLE IF EXISTS ${role}`);
    await db.drop();
  });

  it('every starter succeeds and the role ends up login-only, without superuser or RLS bypass', async () => {
    // Three fresh names: each time eight connections, already open, race to create the same new role.
    for (let round = 0; round < 3; round += 1) {
      const role = `bizdesk_race_${randomBytes(4).toString('hex')}`;
      roles.push(role);
      const clients = await Promise.all(
        Array.from({ length: STARTERS }, async () => {
          const client = new pg.Client({ connectionString: db.ownerUrl });
          await client.connect();
          return client;
        }),
      );
      try {
        const outcomes = await Promise.allSettled(clients.map((client, i) => createOrAlterLoginRole(client, role, `pw-${round}-${i}`)));
        expect(outcomes.filter((o) => o.status === 'rejected')).toEqual([]);
      } finally {
        await Promise.all(clients.map((c) => c.end()));
      }
      const [row] = await ownerQuery(db, `SELECT rolcanlogin, rolsuper, rolbypassrls, rolcreatedb, rolcreaterole FROM pg_roles WHERE rolname = $1`, [role]);
      expect(row).toEqual({ rolcanlogin: true, rolsuper: false, rolbypassrls: false, rolcreatedb: false, rolcreaterole: false });
    }
  });

  it('an existing role that somebody widened is narrowed again', async () => {
    const role = `bizdesk_race_${randomBytes(4).toString('hex')}`;
    roles.push(role);
    await ownerQuery(db, `CREATE ROLE ${role} NOLOGIN BYPASSRLS`);
    const client = new pg.Client({ connectionString: db.ownerUrl });
    await client.connect();
    try {
      await createOrAlterLoginRole(client, role, 'x');
    } finally {
      await client.end();
    }
    const [row] = await ownerQuery(db, `SELECT rolcanlogin, rolbypassrls FROM pg_roles WHERE rolname = $1`, [role]);
    expect(row).toEqual({ rolcanlogin: true, rolbypassrls: false });
  });
});
