import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Countries and Indian states with their GST state codes: platform reference data, the same for
 * every tenant (no company_id, no RLS). A state's id IS its GST state code (27 = Maharashtra), so
 * the first two digits of a GSTIN name the state directly. Codes 25 and 28 are retired: kept so
 * old GSTINs resolve, not offered for new records.
 */
export class Masters1764200000000 implements MigrationInterface {
  name = 'Masters1764200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE countries (
      id integer PRIMARY KEY,
      name varchar(100) NOT NULL UNIQUE,
      iso_code char(2) NOT NULL UNIQUE
    )`);
    await q.query(`CREATE TABLE states (
      id integer PRIMARY KEY,
      country_id integer NOT NULL REFERENCES countries(id),
      name varchar(100) NOT NULL,
      gst_code char(2) NOT NULL UNIQUE,
      kind varchar(20) NOT NULL CHECK (kind IN ('STATE', 'UNION_TERRITORY', 'OTHER_TERRITORY')),
      legacy boolean NOT NULL DEFAULT false,
      UNIQUE (country_id, name)
    )`);
    await q.query(`INSERT INTO countries (id, name, iso_code) VALUES (1, 'India', 'IN')`);
    const states: [string, string, string, boolean?][] = [
      ['01', 'Jammu and Kashmir', 'UNION_TERRITORY'],
      ['02', 'Himachal Pradesh', 'STATE'],
      ['03', 'Punjab', 'STATE'],
      ['04', 'Chandigarh', 'UNION_TERRITORY'],
      ['05', 'Uttarakhand', 'STATE'],
      ['06', 'Haryana', 'STATE'],
      ['07', 'Delhi', 'UNION_TERRITORY'],
      ['08', 'Rajasthan', 'STATE'],
      ['09', 'Uttar Pradesh', 'STATE'],
      ['10', 'Bihar', 'STATE'],
      ['11', 'Sikkim', 'STATE'],
      ['12', 'Arunachal Pradesh', 'STATE'],
      ['13', 'Nagaland', 'STATE'],
      ['14', 'Manipur', 'STATE'],
      ['15', 'Mizoram', 'STATE'],
      ['16', 'Tripura', 'STATE'],
      ['17', 'Meghalaya', 'STATE'],
      ['18', 'Assam', 'STATE'],
      ['19', 'West Bengal', 'STATE'],
      ['20', 'Jharkhand', 'STATE'],
      ['21', 'Odisha', 'STATE'],
      ['22', 'Chhattisgarh', 'STATE'],
      ['23', 'Madhya Pradesh', 'STATE'],
      ['24', 'Gujarat', 'STATE'],
      ['25', 'Daman and Diu', 'UNION_TERRITORY', true],
      ['26', 'Dadra and Nagar Haveli and Daman and Diu', 'UNION_TERRITORY'],
      ['27', 'Maharashtra', 'STATE'],
      ['28', 'Andhra Pradesh (Before Division)', 'STATE', true],
      ['29', 'Karnataka', 'STATE'],
      ['30', 'Goa', 'STATE'],
      ['31', 'Lakshadweep', 'UNION_TERRITORY'],
      ['32', 'Kerala', 'STATE'],
      ['33', 'Tamil Nadu', 'STATE'],
      ['34', 'Puducherry', 'UNION_TERRITORY'],
      ['35', 'Andaman and Nicobar Islands', 'UNION_TERRITORY'],
      ['36', 'Telangana', 'STATE'],
      ['37', 'Andhra Pradesh', 'STATE'],
      ['38', 'Ladakh', 'UNION_TERRITORY'],
      ['97', 'Other Territory', 'OTHER_TERRITORY'],
    ];
    for (const [code, name, kind, legacy] of states) {
      await q.query(`INSERT INTO states (id, country_id, name, gst_code, kind, legacy) VALUES ($1, 1, $2, $3, $4, $5)`, [
        Number(code), name, code, kind, legacy === true,
      ]);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS states`);
    await q.query(`DROP TABLE IF EXISTS countries`);
  }
}
