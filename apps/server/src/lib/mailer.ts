import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/tables';
import { eq } from 'drizzle-orm';

interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * Every message is kept in mail_outbox. With SMTP_URL it is also delivered; without it the
 * message is logged, so sign-up and password reset work on a machine with no mail server.
 */
export function createMailer(opts: { db: Db; smtpUrl?: string; from: string; log: FastifyBaseLogger }): Mailer {
  const transport = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : null;
  return {
    async send(mail) {
      const [row] = await opts.db.insert(mailOutbox).values(mail).returning({ id: mailOutbox.id });
      if (!transport) {
        opts.log.info({ mail: { to: mail.to, subject: mail.subject } }, `mail (not sent, no SMTP_URL):\n${mail.text}`);
        return;
      }
      try {
        await transport.sendMail({ from: opts.from, ...mail });
        if (row) await opts.db.update(mailOutbox).set({ sent_at: new Date() }).where(eq(mailOutbox.id, row.id));
      } catch (err) {
        opts.log.error({ err, to: mail.to }, 'mail delivery failed');
      }
    },
  };
}
