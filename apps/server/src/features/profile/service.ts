import type { Me, UpdateMe, UpdatePreferences } from '@nota20/core/contracts/me';
import { PreferencesSchema } from '@nota20/core/contracts/me';
import { livesAt } from '@nota20/core/lives';
import { streakDays } from '@nota20/core/streak';
import { MESSAGES } from '@nota20/core/messages';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { school, user } from '../../db/schema/index';
import { AppError } from '../../lib/http/errors';
import { historyFigures, type StudentData, type Students } from '../students/public';

/** What the profile needs to know of the server: whether it e-mails confirmation links. */
export type ProfileOptions = { now: Date; sendsEmail: boolean };

/** The signed-in student's own document, from their data (lives and streak at `now`). */
export function meOf(
  { user: u, school: s, providers, history }: StudentData,
  { now, sendsEmail }: ProfileOptions,
): Me {
  const lives = livesAt(u.lives, u.livesUpdatedAt, now);
  return {
    id: u.id,
    name: u.name,
    username: u.username ?? '',
    email: u.email,
    emailVerified: u.emailVerified,
    confirmEmail: sendsEmail && !u.emailVerified,
    currentPlan: u.currentPlan,
    streakDays: streakDays(historyFigures(history).days, now),
    lives: lives.lives,
    nextLifeAt: lives.nextLifeAt?.toISOString() ?? null,
    currentSubject: u.currentSubject ?? '',
    createdAt: u.createdAt.toISOString(),
    stats: { examsCompleted: history.length },
    userSchoolId: u.schoolId,
    school: s ? { id: s.id, nome: s.nome, concelho: s.concelho, distrito: s.distrito } : null,
    preferences: PreferencesSchema.parse(u.preferences ?? {}),
    linkedProviders: [...providers].sort(),
  };
}

/** The student's document, read through the per-process copies. */
export async function getMe(
  students: Students,
  userId: string,
  options: ProfileOptions,
): Promise<Me> {
  const data = await students.data(userId);
  if (!data) throw new AppError('UNAUTHORIZED', MESSAGES.unauthorized);
  return meOf(data, options);
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if ((e as { code?: string }).code === '23505') return true;
  }
  return false;
}

export async function updateMe(
  db: Db,
  students: Students,
  userId: string,
  patch: UpdateMe,
  options: ProfileOptions,
): Promise<Me> {
  if (patch.userSchoolId != null) {
    const [found] = await db
      .select({ id: school.id })
      .from(school)
      .where(eq(school.id, patch.userSchoolId))
      .limit(1);
    if (!found)
      throw new AppError('VALIDATION', MESSAGES.schoolNotFound, [
        { path: 'userSchoolId', message: MESSAGES.schoolNotFound },
      ]);
  }
  const values = {
    ...(patch.name !== undefined ? { name: patch.name } : {}),
    ...(patch.username !== undefined
      ? { username: patch.username === '' ? null : patch.username }
      : {}),
    ...(patch.userSchoolId !== undefined ? { schoolId: patch.userSchoolId } : {}),
  };
  if (Object.keys(values).length > 0) {
    try {
      await db
        .update(user)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(user.id, userId));
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw new AppError('CONFLICT', MESSAGES.usernameTaken, [
          { path: 'username', message: MESSAGES.usernameTaken },
        ]);
      }
      throw error;
    }
  }
  // Read back after the write: this process forgets its copy before reading.
  students.forgetUser(userId);
  return getMe(students, userId, options);
}

export async function updatePreferences(
  db: Db,
  students: Students,
  userId: string,
  patch: UpdatePreferences,
  options: ProfileOptions,
): Promise<Me> {
  const [row] = await db
    .select({ p: user.preferences })
    .from(user)
    .where(eq(user.id, userId))
    .limit(1);
  const preferences = PreferencesSchema.parse({ ...(row?.p ?? {}), ...patch });
  await db.update(user).set({ preferences, updatedAt: new Date() }).where(eq(user.id, userId));
  // Read back after the write: this process forgets its copy before reading.
  students.forgetUser(userId);
  return getMe(students, userId, options);
}
