import type { EntitySubscriberInterface } from 'typeorm';

/** TypeORM tried to open a transaction of its own on the application's connections. */
export class TypeOrmTransactionRefused extends Error {
  constructor() {
    super(
      'TypeORM may not open a transaction: units of work are TenantRunner\'s (core/tenancy), which TypeORM does not see; ' +
        'pass { transaction: false } to repository.save/remove',
    );
  }
}

/**
 * Refuses every transaction TypeORM would start on the application's DataSource. The tenant runner opens the
 * unit of work's transaction on the pg connection itself and TypeORM is not told about it (no TypeORM state is
 * written), so a `repository.save()` left to its default would send its own START TRANSACTION and COMMIT, and
 * that COMMIT would end the request's transaction halfway. Refused before anything is sent: TypeORM then
 * answers this error and the unit of work rolls back whole.
 */
export class TypeOrmTransactionGuard implements EntitySubscriberInterface {
  beforeTransactionStart(): void {
    throw new TypeOrmTransactionRefused();
  }
}
