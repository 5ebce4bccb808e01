import { Injectable } from '@nestjs/common';
import { currentCompanyId } from '../../../core/tenancy/tenant-context.js';
import { FacePersonsRepository } from '../repositories/face-persons.repository.js';
import { DescriptorIndex } from './descriptor-index.js';
import type { FaceScope } from './face-scope.js';

/** Companies (scopes) whose index this instance keeps in memory; the least recently used go first. */
const MAX_CACHED = 200;

/**
 * Each instance keeps a company's faces in memory and asks PostgreSQL, inside the request's transaction,
 * for the scope's version (one indexed read): any enrolment or deletion, on any instance, bumps it in its
 * own transaction, so a deleted person is gone from the first identification that starts after the delete
 * commits, everywhere. A stale index is rebuilt from one snapshot read.
 */
@Injectable()
export class FaceIndexCache {
  private readonly cached = new Map<string, { version: number; index: DescriptorIndex }>();

  constructor(private readonly persons: FacePersonsRepository) {}

  /** The current company's index for a scope (must run in its tenant context). */
  async indexFor(scope: FaceScope): Promise<DescriptorIndex> {
    const key = `${currentCompanyId()}:${scope}`;
    const version = await this.persons.version(scope);
    const hit = this.cached.get(key);
    if (hit && hit.version === version) {
      this.cached.delete(key); // re-insert: most recently used last
      this.cached.set(key, hit);
      return hit.index;
    }
    const snapshot = await this.persons.snapshot(scope);
    const index = DescriptorIndex.build(snapshot.rows);
    this.cached.delete(key);
    this.cached.set(key, { version: snapshot.version, index });
    while (this.cached.size > MAX_CACHED) this.cached.delete(this.cached.keys().next().value!);
    return index;
  }

  /** This instance's own change: drop the entry now rather than keep a stale one until its next read. */
  forget(scope: FaceScope): void {
    this.cached.delete(`${currentCompanyId()}:${scope}`);
  }
}
