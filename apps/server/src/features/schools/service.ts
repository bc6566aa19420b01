import type { School } from '@nota20/core/contracts/schools';
import { and, asc, like, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { school } from '../../db/schema/index';
import { normaliseText } from '../../content/normalise';

/**
 * Schools whose name or municipality contains every word of `q`, ignoring case and accents
 * ("sec evora" finds "Escola Secundária André de Gouveia, Évora"), alphabetically.
 */
export async function searchSchools(
  db: Db,
  q: string | undefined,
  limit: number,
): Promise<School[]> {
  const words = normaliseText(q ?? '')
    .split(' ')
    .filter(Boolean)
    .slice(0, 8);
  // normaliseText keeps only letters and digits, so no LIKE wildcard reaches the pattern.
  const conditions: SQL[] = words.map((w) => like(school.search, `%${w}%`));
  return db
    .select({
      id: school.id,
      nome: school.nome,
      concelho: school.concelho,
      distrito: school.distrito,
    })
    .from(school)
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(asc(school.nome), asc(school.concelho))
    .limit(limit);
}
