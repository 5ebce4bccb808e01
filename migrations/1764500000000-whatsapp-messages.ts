import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The provider's WhatsApp inbox. Platform data: no company owns a message, so the policy admits only the
 * explicit platform context (a tenant transaction sees no rows and can insert none).
 */
export class WhatsappMessages1764500000000 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE whatsapp_messages (
      id bigserial PRIMARY KEY,
      message_id varchar(200) NOT NULL UNIQUE,
      wa_id varchar(40) NOT NULL,
      name varchar(200),
      message_type varchar(40) NOT NULL,
      message_text text NOT NULL,
      phone_number_id varchar(40),
      "timestamp" timestamptz NOT NULL,
      received_at timestamptz NOT NULL DEFAULT now(),
      payload jsonb NOT NULL
    )`);
    await q.query(`CREATE INDEX whatsapp_messages_timestamp_idx ON whatsapp_messages ("timestamp" DESC, id DESC)`);
    await q.query(`ALTER TABLE whatsapp_messages ENABLE ROW LEVEL SECURITY`);
    await q.query(`ALTER TABLE whatsapp_messages FORCE ROW LEVEL SECURITY`);
    await q.query(`CREATE POLICY platform_only ON whatsapp_messages
      USING (current_setting('app.platform', true) = 'on') WITH CHECK (current_setting('app.platform', true) = 'on')`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS whatsapp_messages`);
  }
}
