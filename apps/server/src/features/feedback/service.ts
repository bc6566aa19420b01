import type { CreateContact, CreateFeedback } from '@nota20/core/contracts/feedback';
import { CONTACT_TYPE, CreateFeedbackSchema } from '@nota20/core/contracts/feedback';
import { MESSAGES } from '@nota20/core/messages';
import type { Db } from '../../db/client';
import { feedback } from '../../db/schema/index';
import { AppError } from '../../lib/errors';
import type { RateLimiter } from '../../lib/rate-limit';

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

/** A contact message is stored as feedback of type 'Contacto', with what the form asked. */
export async function createContact(
  db: Db,
  limiter: RateLimiter,
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
  return { id: row?.id ?? '', status: 'pending' as const };
}
