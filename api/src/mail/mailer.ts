import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Env } from '../env';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /** Rejects when the message could not be handed over (SMTP refused, disk full). */
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** The outbox a deployment without SMTP writes to. */
export function outboxDirOf(env: Pick<Env, 'VIGIL_OUTBOX_DIR' | 'VIGIL_DATA_DIR'>): string {
  return env.VIGIL_OUTBOX_DIR ?? join(env.VIGIL_DATA_DIR, 'outbox');
}

function smtpTransport(env: Env) {
  return nodemailer.createTransport({
    host: env.SMTP_HOST,
    port: env.SMTP_PORT,
    secure: env.SMTP_SECURE,
    auth: env.SMTP_USER ? { user: env.SMTP_USER, pass: env.SMTP_PASSWORD ?? '' } : undefined,
    // A stuck server must not hold a request (a reset link, an invite) for minutes.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
}

/**
 * Sends mail over SMTP when SMTP_HOST is set. Without it every message is written as an .eml file
 * to the outbox, so sign-up, reset and invite flows work on a laptop: the operator opens the file.
 * Logs name the recipient, subject and where it went, never the body (it holds the links' tokens).
 */
export function createMailer(env: Env, log: FastifyBaseLogger): Mailer {
  if (env.SMTP_HOST) {
    const transport = smtpTransport(env);
    return {
      async send(message) {
        const info = await transport.sendMail({ from: env.MAIL_FROM, ...message });
        log.info(
          { to: message.to, subject: message.subject, messageId: info.messageId },
          'mail sent',
        );
      },
      close: () => transport.close(),
    };
  }
  const outbox = outboxDirOf(env);
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  let sequence = 0;
  return {
    async send(message) {
      const info = await transport.sendMail({ from: env.MAIL_FROM, ...message });
      mkdirSync(outbox, { recursive: true, mode: 0o700 });
      sequence += 1;
      // Sortable by time; the sequence keeps two mails of the same millisecond apart.
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = join(outbox, `${stamp}-${process.pid}-${sequence}.eml`);
      // Only the owner may read it: the message carries a live reset or invite link.
      writeFileSync(file, info.message as Buffer, { mode: 0o600 });
      log.info({ to: message.to, subject: message.subject, file }, 'mail written to the outbox');
    },
    close: () => transport.close(),
  };
}
