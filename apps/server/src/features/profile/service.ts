import type { Me, UpdateMe, UpdatePreferences } from '@nota20/core/contracts/me';
import { PreferencesSchema } from '@nota20/core/contracts/me';
import { livesAt } from '@nota20/core/lives';
import { streakDays } from '@nota20/core/streak';
import { MESSAGES } from '@nota20/core/messages';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { account, school, user } from '../../db/schema/index';
import { AppError } from '../../lib/errors';
import { finishTimesQuery } from '../../lib/quiz-history';

/** The signed-in student's own document; every query here is scoped to `userId`. */
export async function getMe(db: Db, userId: string, now: Date): Promise<Me> {
  // One round trip: the linked providers and the finish times (for the streak) come as arrays.
  const [row] = await db
    .select({
      u: user,
      s: school,
      providers: sql<string[]>`array(select distinct ${account.providerId} from ${account}
        where ${account.userId} = ${user.id})`,
      finished: sql<number[]>`array(${finishTimesQuery(sql`${user.id}`)})`,
    })
    .from(user)
    .leftJoin(school, eq(school.id, user.schoolId))
    .where(eq(user.id, userId))
    .limit(1);
  if (!row) throw new AppError('UNAUTHORIZED', MESSAGES.unauthorized);
  const { u, s, providers } = row;
  const finished = row.finished.map((ms) => new Date(ms));
  const lives = livesAt(u.lives, u.livesUpdatedAt, now);
  return {
    id: u.id,
    name: u.name,
    username: u.username ?? '',
    email: u.email,
    currentPlan: u.currentPlan,
    streakDays: streakDays(finished, now),
    lives: lives.lives,
    nextLifeAt: lives.nextLifeAt?.toISOString() ?? null,
    currentSubject: u.currentSubject ?? '',
    createdAt: u.createdAt.toISOString(),
    stats: { examsCompleted: u.examsCompleted },
    userSchoolId: u.schoolId,
    school: s ? { id: s.id, nome: s.nome, concelho: s.concelho, distrito: s.distrito } : null,
    preferences: PreferencesSchema.parse(u.preferences ?? {}),
    linkedProviders: [...providers].sort(),
  };
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if ((e as { code?: string }).code === '23505') return true;
  }
  return false;
}

export async function updateMe(db: Db, userId: string, patch: UpdateMe, now: Date): Promise<Me> {
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
  return getMe(db, userId, now);
}

export async function updatePreferences(
  db: Db,
  userId: string,
  patch: UpdatePreferences,
  now: Date,
): Promise<Me> {
  const [row] = await db
    .select({ p: user.preferences })
    .from(user)
    .where(eq(user.id, userId))
    .limit(1);
  const preferences = PreferencesSchema.parse({ ...(row?.p ?? {}), ...patch });
  await db.update(user).set({ preferences, updatedAt: new Date() }).where(eq(user.id, userId));
  return getMe(db, userId, now);
}
