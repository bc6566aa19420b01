import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, expect, test } from 'vitest';
import { useTestDatabase } from '../../test/database';
import { school } from '../db/schema/index';
import { CONTENT_DIR, readContent } from './load';
import { DISTRITOS, tidyName } from './school-names';
import { importSchools } from './schools';

const database = useTestDatabase();
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nota20-schools-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

test('the curated list covers every district and both autonomous regions', () => {
  const { bundle, problems } = readContent();
  expect(
    problems.filter((p) => p.file.startsWith('schools') || p.file.startsWith('concelhos')),
  ).toEqual([]);
  expect(bundle.schools.length).toBeGreaterThanOrEqual(300);
  expect(new Set(bundle.schools.map((s) => s.distrito))).toEqual(new Set(DISTRITOS));
});

test('names in capitals are tidied', () => {
  expect(tidyName('ESCOLA SECUNDÁRIA D. MARIA II')).toBe('Escola Secundária D. Maria II');
  expect(tidyName('ESCOLA BÁSICA E SECUNDÁRIA DE VILA FLOR')).toBe(
    'Escola Básica e Secundária de Vila Flor',
  );
  expect(tidyName('Escola Secundária de Camões')).toBe('Escola Secundária de Camões');
});

test('an official export in Windows-1252 with ; and capitals loads once, districts found from the municipality', async () => {
  const text = [
    'Escola;Descr;Concelho;CodDGEEC',
    '1001;ESCOLA SECUNDÁRIA DE TESTE DO NORTE;Bragança;999001',
    '1002;ESCOLA SECUNDÁRIA DE TESTE DAS ILHAS;Ponta Delgada;999002',
    '1002;ESCOLA SECUNDÁRIA DE TESTE DAS ILHAS;Ponta Delgada;999002',
  ].join('\r\n');
  const file = path.join(dir, 'enes.csv');
  fs.writeFileSync(file, latin1(text));
  const first = await importSchools(database().db, file, CONTENT_DIR);
  expect(first).toEqual({
    ok: true,
    tally: { inserted: 2, updated: 0, unchanged: 0 },
    repeated: 1,
  });
  const again = await importSchools(database().db, file, CONTENT_DIR);
  expect(again).toEqual({
    ok: true,
    tally: { inserted: 0, updated: 0, unchanged: 2 },
    repeated: 1,
  });

  const [north] = await database().db.select().from(school).where(eq(school.code, '999001'));
  expect(north).toMatchObject({
    nome: 'Escola Secundária de Teste do Norte',
    concelho: 'Bragança',
    distrito: 'Bragança',
  });
  const [islands] = await database().db.select().from(school).where(eq(school.code, '999002'));
  expect(islands?.distrito).toBe('Região Autónoma dos Açores');
});

test('a row that cannot be placed is named and nothing is written', async () => {
  const [before] = await database().db.select({ n: count() }).from(school);
  const file = path.join(dir, 'bad.csv');
  fs.writeFileSync(file, 'nome,concelho\nEscola Nova de Teste,Lisboa\nEscola Perdida,Atlântida\n');
  const result = await importSchools(database().db, file, CONTENT_DIR);
  expect(result).toEqual({
    ok: false,
    problems: [{ file: 'bad.csv', row: 3, problem: 'não sei o distrito do concelho Atlântida' }],
  });
  const [after] = await database().db.select({ n: count() }).from(school);
  expect(after?.n).toBe(before?.n);
});

test('a municipality name found in two regions needs the district column', async () => {
  const file = path.join(dir, 'lagoa.csv');
  fs.writeFileSync(file, 'nome,concelho\nEscola Secundária de Teste da Lagoa,Lagoa\n');
  expect(await importSchools(database().db, file, CONTENT_DIR)).toEqual({
    ok: false,
    problems: [
      {
        file: 'lagoa.csv',
        row: 2,
        problem:
          'há um concelho Lagoa em Faro e em Região Autónoma dos Açores: falta a coluna do distrito',
      },
    ],
  });
  fs.writeFileSync(
    file,
    'nome,concelho,distrito\nEscola Secundária de Teste da Lagoa,Lagoa,Açores\n',
  );
  const loaded = await importSchools(database().db, file, CONTENT_DIR);
  expect(loaded).toMatchObject({ ok: true, tally: { inserted: 1 } });
});

/** Windows-1252 bytes for the Portuguese letters the test uses. */
function latin1(text: string): Buffer {
  return Buffer.from(text, 'latin1');
}
