import type { SchoolList } from '@nota20/core/contracts/schools';
import { expect, test } from 'vitest';
import { createTestApp } from '../../../test/app';
import { useTestDatabase } from '../../../test/database';
import { school } from '../../db/schema/index';

const database = useTestDatabase();
const app = () => createTestApp(database().db);

async function search(query: string) {
  const response = await app().request(`/api/schools${query}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as SchoolList).items;
}

test('search finds a school by name or municipality, ignoring case and accents', async () => {
  await database()
    .db.insert(school)
    .values([
      {
        nome: 'Escola Secundária Gabriel Pereira',
        concelho: 'Évora',
        distrito: 'Évora',
        search: 'escola secundaria gabriel pereira evora',
      },
      {
        nome: 'Escola Secundária de Teste',
        concelho: 'Faro',
        distrito: 'Faro',
        search: 'escola secundaria de teste faro',
      },
    ])
    .onConflictDoNothing();
  const byPlace = await search('?q=EVORA&limit=50');
  expect(byPlace.map((s) => s.nome)).toContain('Escola Secundária Gabriel Pereira');
  expect(
    byPlace.every((s) =>
      `${s.nome} ${s.concelho}`
        .toLowerCase()
        .normalize('NFD')
        .replace(/\p{Diacritic}/gu, '')
        .includes('evora'),
    ),
  ).toBe(true);

  const byWords = await search('?q=gabriel%20évora');
  expect(byWords).toEqual([
    expect.objectContaining({
      nome: 'Escola Secundária Gabriel Pereira',
      concelho: 'Évora',
      distrito: 'Évora',
    }),
  ]);
  expect(await search('?q=nenhuma%20escola%20assim')).toEqual([]);
});

test('limit caps the list and an invalid limit is a validation error', async () => {
  expect((await search('?limit=3')).length).toBeLessThanOrEqual(3);
  const response = await app().request('/api/schools?limit=500');
  expect(response.status).toBe(400);
});
