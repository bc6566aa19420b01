import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../config';
import type { Logger } from './logger';

/** A plain-text message; `replyTo` lets the team answer whoever wrote to it. */
export type Mail = { to: string; subject: string; text: string; replyTo?: string };
export type Mailer = { send: (mail: Mail) => Promise<void> };

export function outboxDir(config: Pick<Config, 'DATA_DIR'>): string {
  return path.join(config.DATA_DIR, 'outbox');
}

/**
 * Sends e-mail over SMTP when SMTP_URL is set. Otherwise each message is written to
 * DATA_DIR/outbox/ as a .eml file and logged, so password reset works locally and in tests.
 */
export function createMailer(
  config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'DATA_DIR'>,
  logger: Logger,
): Mailer {
  if (config.SMTP_URL) {
    const transport = nodemailer.createTransport(config.SMTP_URL);
    return {
      send: async (mail) => {
        await transport.sendMail({ from: config.MAIL_FROM, ...mail });
      },
    };
  }
  const dir = outboxDir(config);
  return {
    send: async (mail) => {
      // Messages hold live links (password resets): only the server's user may read them.
      await fs.promises.mkdir(dir, { recursive: true, mode: 0o700 });
      const file = path.join(
        dir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`,
      );
      const replyTo = mail.replyTo ? `Reply-To: ${mail.replyTo}\n` : '';
      const body = `From: ${config.MAIL_FROM}\nTo: ${mail.to}\n${replyTo}Subject: ${mail.subject}\nContent-Type: text/plain; charset=utf-8\n\n${mail.text}\n`;
      await fs.promises.writeFile(file, body, { mode: 0o600 });
      logger.info({ file }, 'E-mail guardado na caixa de saída local (sem SMTP_URL)');
    },
  };
}
