import { Injectable } from '@nestjs/common';
import { sql } from '../../../core/tenancy/sql.js';
import { currentCompanyId } from '../../../core/tenancy/tenant-context.js';
import { columnsOf, countOf, expr, int, outerColumnsOf, returning, select, storedColumns } from '../../../core/database/typed-select.js';
import type { FaceScope } from '../services/face-scope.js';

export interface FacePersonRow {
  id: number;
  personId: string;
  name: string;
  faces: number;
  photoKept: boolean;
  createdOn: string;
  updatedOn: string;
}

export interface FaceSampleRow {
  personId: string;
  name: string;
  descriptor: Float32Array;
}

/**
 * 128 float32 in the platform's byte order (little-endian on every machine Node supports here), 512 bytes:
 * what PostgreSQL keeps of a face (never the photo unless asked).
 */
export function descriptorToBytes(descriptor: Float32Array): Buffer {
  return Buffer.from(new Uint8Array(descriptor.buffer, descriptor.byteOffset, descriptor.byteLength));
}

export function bytesToDescriptor(bytes: Buffer): Float32Array {
  return new Float32Array(new Uint8Array(bytes).buffer); // a copy, aligned for Float32Array
}

const p = columnsOf('face_persons', 'p');
const PERSON = select<FacePersonRow>(
  {
    id: int(p.id), personId: p.person_id, name: p.name,
    faces: expr<number>('(SELECT count(*)::int FROM face_samples s WHERE s.person_pk = p.id)'),
    photoKept: expr<boolean>('EXISTS (SELECT 1 FROM face_samples s WHERE s.person_pk = p.id AND s.photo_file IS NOT NULL)'),
    // Answered as pg parses a timestamptz (a Date) and sent on as such; the view's string type is its JSON form.
    createdOn: expr<string>(p.created_at.sql), updatedOn: expr<string>(p.updated_at.sql),
  },
  'FROM face_persons p',
);
const UPSERT_PERSON = returning<{ id: number }>(
  `INSERT INTO face_persons (company_id, scope, person_id, name) VALUES ($1, $2, $3, $4)
       ON CONFLICT (company_id, scope, person_id) DO UPDATE SET name = EXCLUDED.name, updated_at = now()`,
  { id: int(columnsOf('face_persons', 'face_persons').id) },
);
const DESCRIPTORS_OF = storedColumns('face_samples', ['descriptor']).select(
  `FROM face_samples JOIN face_persons p ON p.id = face_samples.person_pk
        WHERE p.company_id = $1 AND p.scope = $2 AND p.person_id = $3`,
);
const VERSION = storedColumns('face_index_versions', ['version']);
const BUMP_VERSION = VERSION.returning(
  `INSERT INTO face_index_versions (company_id, scope, version) VALUES ($1, $2, 1)
       ON CONFLICT (company_id, scope) DO UPDATE SET version = face_index_versions.version + 1`,
);
const CURRENT_VERSION = VERSION.select('FROM face_index_versions WHERE company_id = $1 AND scope = $2');
const v = outerColumnsOf('face_index_versions', 'v');
const op = outerColumnsOf('face_persons', 'p');
const SNAPSHOT = select<{ version: string | null; personId: string | null; name: string | null; descriptor: Buffer | null }>(
  { version: v.version, personId: op.person_id, name: op.name, descriptor: outerColumnsOf('face_samples', 's').descriptor },
  `FROM (SELECT $1::bigint AS company_id, $2::varchar AS scope) k
         LEFT JOIN face_index_versions v ON v.company_id = k.company_id AND v.scope = k.scope
         LEFT JOIN face_persons p ON p.company_id = k.company_id AND p.scope = k.scope
         LEFT JOIN face_samples s ON s.person_pk = p.id
        ORDER BY p.id, s.id`,
);

/**
 * Enrolled people of the current company, in one scope (the developer API's people and the HRMS
 * module's employees never see each other). Every change bumps the scope's version in the same
 * transaction: that is how every instance's in-memory index learns it is stale.
 */
@Injectable()
export class FacePersonsRepository {
  async upsertPerson(scope: FaceScope, personId: string, name: string): Promise<number> {
    const { rows } = await sql(UPSERT_PERSON, [currentCompanyId(), scope, personId, name]);
    return rows[0].id;
  }

  /** Locks the person's row so concurrent enrolments count its faces one at a time. */
  async lockAndCountFaces(personPk: number): Promise<number> {
    const { rows } = await sql<{ faces: number }>(
      `SELECT (SELECT count(*)::int FROM face_samples s WHERE s.person_pk = p.id) AS faces
         FROM face_persons p WHERE p.id = $1 FOR UPDATE`,
      [personPk],
    );
    return rows[0]?.faces ?? 0;
  }

  async addSample(personPk: number, descriptor: Float32Array, box: object, photoFile: string | null): Promise<void> {
    await sql(
      `INSERT INTO face_samples (company_id, person_pk, descriptor, box, photo_file) VALUES ($1, $2, $3, $4, $5)`,
      [currentCompanyId(), personPk, descriptorToBytes(descriptor), JSON.stringify(box), photoFile],
    );
  }

  async findPerson(scope: FaceScope, personId: string): Promise<FacePersonRow | null> {
    const { rows } = await sql(PERSON.and('WHERE p.company_id = $1 AND p.scope = $2 AND p.person_id = $3'), [currentCompanyId(), scope, personId]);
    return rows[0] ?? null;
  }

  async descriptorsOf(scope: FaceScope, personId: string): Promise<Float32Array[]> {
    const { rows } = await sql(DESCRIPTORS_OF, [currentCompanyId(), scope, personId]);
    return rows.map((r) => bytesToDescriptor(r.descriptor));
  }

  async page(scope: FaceScope, search: string, size: number, offset: number, order: string): Promise<{ rows: FacePersonRow[]; total: number }> {
    const params: unknown[] = [currentCompanyId(), scope];
    let where = 'p.company_id = $1 AND p.scope = $2';
    if (search) {
      params.push(`%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
      where += ` AND (p.person_id ILIKE $${params.length} OR p.name ILIKE $${params.length})`;
    }
    const total = await sql(countOf(`FROM face_persons p WHERE ${where}`), params);
    params.push(size, offset);
    const { rows } = await sql(PERSON.and(`WHERE ${where} ORDER BY ${order}, p.id DESC LIMIT $${params.length - 1} OFFSET $${params.length}`), params);
    return { rows, total: total.rows[0].n };
  }

  /** Deletes the person and their faces; answers the kept photo files to remove, or null when there was no such person. */
  async deletePerson(scope: FaceScope, personId: string): Promise<string[] | null> {
    const { rows } = await sql<{ photoFile: string | null }>(
      `WITH gone AS (DELETE FROM face_persons WHERE company_id = $1 AND scope = $2 AND person_id = $3 RETURNING id)
       SELECT gone.id::int AS id, s.photo_file AS "photoFile" FROM gone LEFT JOIN face_samples s ON s.person_pk = gone.id`,
      [currentCompanyId(), scope, personId],
    );
    if (rows.length === 0) return null;
    return rows.map((r) => r.photoFile).filter((f): f is string => !!f);
  }

  /** Marks the scope changed; the new version is what indexes built after this commit carry. */
  async bumpVersion(scope: FaceScope): Promise<number> {
    const { rows } = await sql(BUMP_VERSION, [currentCompanyId(), scope]);
    return Number(rows[0].version);
  }

  async version(scope: FaceScope): Promise<number> {
    const { rows } = await sql(CURRENT_VERSION, [currentCompanyId(), scope]);
    return rows.length ? Number(rows[0].version) : 0;
  }

  /** The version and every face of the scope, read by one statement (one snapshot). */
  async snapshot(scope: FaceScope): Promise<{ version: number; rows: FaceSampleRow[] }> {
    const { rows } = await sql(SNAPSHOT, [currentCompanyId(), scope]);
    const version = Number(rows[0]?.version ?? 0);
    const faces = rows
      .filter((r) => r.personId !== null && r.descriptor !== null)
      .map((r) => ({ personId: r.personId!, name: r.name!, descriptor: bytesToDescriptor(r.descriptor!) }));
    return { version, rows: faces };
  }
}
