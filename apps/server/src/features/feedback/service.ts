import type { CreateContact, CreateFeedback, CreateSupport } from '@nota20/core/contracts/feedback';
import { CONTACT_TYPE, CreateFeedbackSchema, SUPPORT_TYPE } from '@nota20/core/contracts/feedback';
import { MESSAGES } from '@nota20/core/messages';
import type { Db } from '../../db/client';
import { feedback } from '../../db/schema/index';
import { AppError } from '../../lib/http/errors';
import type { Logger } from '../../lib/logger';
import type { Mail, Mailer } from '../../lib/mailer';
import type { RateLimiter } from '../../lib/rate-limit';

/** Where messages for the team go: CONTACT_EMAIL, over SMTP only (never to the local outbox). */
export type TeamInbox = { mailer: Mailer; to: string; smtp: boolean; log: Logger };

/**
 * E-mails the team a message already stored; a failure is logged, not the student's problem
 * (the message is in the database either way).
 */
async function tellTheTeam(inbox: TeamInbox, mail: Omit<Mail, 'to'>) {
  if (!inbox.smtp) return;
  try {
    await inbox.mailer.send({ ...mail, to: inbox.to });
  } catch (error) {
    inbox.log.error({ err: error }, 'Falha ao enviar a mensagem à equipa por email');
  }
}

/** Per address: enough for a class sharing a school's IP, too few to flood the table. */
const WINDOW_SECONDS = 10 * 60;
const MAX_PER_WINDOW = 20;

async function limit(limiter: RateLimiter, ip: string): Promise<void> {
  const hit = await limiter.hit(`feedback:${ip}`, WINDOW_SECONDS, MAX_PER_WINDOW);
  if (!hit.allowed) {
    throw new AppError(
      'RATE_LIMITED',
      MESSAGES.rateLimited(Math.ceil(hit.retryAfterSeconds / 60)),
      undefined,
      hit.retryAfterSeconds,
    );
  }
}

export async function createFeedback(
  db: Db,
  limiter: RateLimiter,
  input: CreateFeedback,
  who: { userId?: string; ip: string },
) {
  await limit(limiter, who.ip);
  const data = CreateFeedbackSchema.parse(input);
  const [row] = await db
    .insert(feedback)
    .values({
      type: data.type,
      message: data.message,
      urgency: data.urgency,
      timestamp: data.timestamp ?? null,
      metadata: data.metadata,
      userId: who.userId ?? null,
    })
    .returning({ id: feedback.id });
  return { id: row?.id ?? '', status: 'pending' as const };
}

/**
 * A contact message is stored as feedback of type 'Contacto', with what the form asked, and
 * e-mailed to the team (answers go to the address the form gave).
 */
export async function createContact(
  db: Db,
  limiter: RateLimiter,
  inbox: TeamInbox,
  input: CreateContact,
  who: { userId?: string; ip: string },
) {
  await limit(limiter, who.ip);
  const [row] = await db
    .insert(feedback)
    .values({
      type: CONTACT_TYPE,
      message: input.message,
      urgency: 'normal',
      timestamp: new Date().toISOString(),
      metadata: { contact: { subject: input.subject, name: input.name, email: input.email } },
      userId: who.userId ?? null,
    })
    .returning({ id: feedback.id });
  await tellTheTeam(inbox, {
    subject: `[Nota20] Contacto: ${input.subject}`,
    replyTo: input.email,
    text: `${input.name} <${input.email}> escreveu pelo formulário de contacto.\n\n${input.message}\n`,
  });
  return { id: row?.id ?? '', status: 'pending' as const };
}

/**
 * Settings → Centro de ajuda: stored as feedback of type 'Suporte' under the student's account,
 * and e-mailed to the team with the account's name and e-mail to answer to.
 */
export async function createSupport(
  db: Db,
  limiter: RateLimiter,
  inbox: TeamInbox,
  input: CreateSupport,
  who: { userId: string; name: string; email: string; ip: string },
) {
  await limit(limiter, who.ip);
  const [row] = await db
    .insert(feedback)
    .values({
      type: SUPPORT_TYPE,
      message: input.message,
      urgency: 'normal',
      timestamp: new Date().toISOString(),
      metadata: { support: { subject: input.subject } },
      userId: who.userId,
    })
    .returning({ id: feedback.id });
  await tellTheTeam(inbox, {
    subject: `[Nota20] Suporte: ${input.subject}`,
    replyTo: who.email,
    text: `${who.name} <${who.email}> (conta ${who.userId}) escreveu no Centro de ajuda.\n\n${input.message}\n`,
  });
  return { id: row?.id ?? '', status: 'pending' as const };
}
