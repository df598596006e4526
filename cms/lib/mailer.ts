// Sends mail. Without SMTP (development) the mail goes to the outbox table and the log, link included,
// since that is the only way to read it. With SMTP the outbox and the log get the redacted text only,
// and delivery runs in the background: the caller never waits for (or can time) the SMTP server.
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';
import { nowIso } from './tokens';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** the text with its secrets (reset links) withheld: what is stored and logged when SMTP delivers the real one */
  redacted: string;
}

export interface Mailer {
  /** records the mail and queues its delivery; resolves before the SMTP server is contacted */
  send(mail: Mail): Promise<void>;
  /** resolves when every queued delivery has finished (tests, shutdown) */
  idle(): Promise<void>;
}

export function createMailer(db: Db, log: FastifyBaseLogger, smtpUrl: string | null, from: string): Mailer {
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  const pending = new Set<Promise<void>>();

  const deliver = async (id: number, mail: Mail) => {
    try {
      await transport!.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
      await db.updateTable('outbox').set({ sent_at: nowIso() }).where('id', '=', id).execute();
    } catch (err) {
      log.error({ err, outbox_id: id }, 'mail delivery failed');
    }
  };

  return {
    async send(mail) {
      const row = await db
        .insertInto('outbox')
        .values({ to_address: mail.to, subject: mail.subject, body: transport ? mail.redacted : mail.text, created_at: nowIso(), sent_at: null })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (!transport) {
        log.info({ to: mail.to, subject: mail.subject, outbox_id: row.id }, `mail kept (no SMTP configured): ${mail.text}`);
        return;
      }
      log.info({ to: mail.to, subject: mail.subject, outbox_id: row.id }, 'mail queued');
      // delivery starts after this turn of the event loop, once the answer is on its way: even
      // opening the SMTP connection costs time a caller could measure
      const job = new Promise<void>((resolve) => setImmediate(resolve)).then(() => deliver(row.id, mail)).finally(() => pending.delete(job));
      pending.add(job);
    },
    async idle() {
      await Promise.all([...pending]);
    },
  };
}
