// Sends mail: always records it in the outbox table and the log; also over SMTP when CMS_SMTP_URL is set.
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';
import { nowIso } from './tokens';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

export function createMailer(db: Db, log: FastifyBaseLogger, smtpUrl: string | null, from: string): Mailer {
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  return {
    async send(mail) {
      const row = await db
        .insertInto('outbox')
        .values({ to_address: mail.to, subject: mail.subject, body: mail.text, created_at: nowIso(), sent_at: null })
        .returning('id')
        .executeTakeFirstOrThrow();
      log.info({ to: mail.to, subject: mail.subject, outbox_id: row.id }, `mail queued: ${mail.text}`);
      if (!transport) return;
      try {
        await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
        await db.updateTable('outbox').set({ sent_at: nowIso() }).where('id', '=', row.id).execute();
      } catch (err) {
        log.error({ err, outbox_id: row.id }, 'mail delivery failed; kept in the outbox');
      }
    },
  };
}
