import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { school } from '../db/schema/index';
import { normaliseText } from './normalise';
import { detectDelimiter } from './interchange';
import { overwrite, tally, wasInserted } from './upsert';
import {
  COLUMN_ALIASES,
  decode,
  DISTRITO_BY_KEY,
  headerKey,
  readConcelhos,
  tidyName,
  type Concelhos,
} from './school-names';

import type { ContentProblem, SchoolRow, SyncTally } from './schema';

/**
 * Parses a school list: our `content/schools.csv` or an official export. Names in capitals are
 * tidied, districts and municipalities are matched to their proper names, a missing district
 * is found from the municipality. Every row that cannot be placed is reported by its line.
 */
export function parseSchools(
  bytes: Buffer,
  file: string,
  concelhos: Concelhos,
): { rows: SchoolRow[]; problems: ContentProblem[]; repeated: number } {
  const problems: ContentProblem[] = [];
  let records: string[][];
  try {
    const text = decode(bytes);
    records = parse(text, {
      skip_empty_lines: true,
      delimiter: detectDelimiter(text),
      relax_column_count: true,
      trim: true,
    });
  } catch (error) {
    return {
      rows: [],
      problems: [{ file, problem: `CSV inválido: ${(error as Error).message}` }],
      repeated: 0,
    };
  }
  const header = (records[0] ?? []).map(headerKey);
  const column = (aliases: readonly string[]) => {
    for (const alias of aliases) {
      const i = header.indexOf(alias);
      if (i >= 0) return i;
    }
    return -1;
  };
  const at = {
    nome: column(COLUMN_ALIASES.nome),
    concelho: column(COLUMN_ALIASES.concelho),
    distrito: column(COLUMN_ALIASES.distrito),
    code: column(COLUMN_ALIASES.code),
  };
  // In ENES, `Escola` is the exam code and `Descr` the name: prefer the description.
  if (header.includes('descr')) at.nome = header.indexOf('descr');
  if (at.nome < 0 || at.concelho < 0) {
    return {
      rows: [],
      problems: [
        {
          file,
          row: 1,
          problem: 'o cabeçalho precisa de uma coluna com o nome da escola e outra com o concelho',
        },
      ],
      repeated: 0,
    };
  }

  const rows: SchoolRow[] = [];
  const seen = new Set<string>();
  let repeated = 0;
  records.slice(1).forEach((record, i) => {
    const row = i + 2;
    const nome = tidyName(record[at.nome] ?? '');
    const rawConcelho = record[at.concelho] ?? '';
    const rawDistrito = at.distrito >= 0 ? (record[at.distrito] ?? '') : '';
    if (!nome) return problems.push({ file, row, problem: 'falta o nome da escola' });
    if (/^\d+$/.test(rawConcelho) || /^\d+$/.test(rawDistrito)) {
      return problems.push({
        file,
        row,
        problem: 'o concelho ou o distrito vem em código: exporta a lista com os nomes',
      });
    }
    const known = concelhos.get(normaliseText(rawConcelho));
    const concelho = known?.concelho ?? tidyName(rawConcelho);
    if (!concelho) return problems.push({ file, row, problem: 'falta o concelho' });
    const named = rawDistrito ? DISTRITO_BY_KEY.get(normaliseText(rawDistrito)) : undefined;
    if (rawDistrito && !named) {
      return problems.push({ file, row, problem: `distrito desconhecido: ${rawDistrito}` });
    }
    if (named && known && !known.distritos.includes(named)) {
      return problems.push({
        file,
        row,
        problem: `o concelho ${concelho} não pertence ao distrito ${named}`,
      });
    }
    if (!named && known && known.distritos.length > 1) {
      return problems.push({
        file,
        row,
        problem: `há um concelho ${concelho} em ${known.distritos.join(' e em ')}: falta a coluna do distrito`,
      });
    }
    const distrito = named ?? known?.distritos[0];
    if (!distrito)
      return problems.push({ file, row, problem: `não sei o distrito do concelho ${concelho}` });
    const code = at.code >= 0 ? (record[at.code] ?? '').trim() || null : null;
    const key = code ?? `${normaliseText(nome)}/${normaliseText(concelho)}/${distrito}`;
    if (seen.has(key)) {
      repeated++;
      return;
    }
    seen.add(key);
    rows.push({ code, nome, concelho, distrito });
  });
  return { rows, problems, repeated };
}

const searchText = (s: SchoolRow) => normaliseText(`${s.nome} ${s.concelho}`);

/**
 * Inserts schools or updates the matching one: by DGEEC code when the row has one (taking over
 * a code-less row with the same name and municipality), else by name and municipality.
 */
export async function upsertSchools(tx: Tx, rows: readonly SchoolRow[]): Promise<SyncTally> {
  const coded = rows.filter((r) => r.code);
  const uncoded = rows.filter((r) => !r.code);
  if (coded.length > 0) {
    await tx.execute(sql`
      update school s set code = v.code
      from unnest(${sql.param(coded.map((r) => r.code))}::text[], ${sql.param(coded.map((r) => r.nome))}::text[],
                  ${sql.param(coded.map((r) => r.concelho))}::text[], ${sql.param(coded.map((r) => r.distrito))}::text[])
           as v(code, nome, concelho, distrito)
      where s.code is null and s.nome = v.nome and s.concelho = v.concelho and s.distrito = v.distrito
        and not exists (select 1 from school s2 where s2.code = v.code)`);
  }
  const written: { inserted: boolean }[] = [];
  const changes = overwrite(school, ['nome', 'concelho', 'distrito', 'search']);
  // In chunks: PostgreSQL takes at most 65,535 parameters in one statement.
  for (let i = 0; i < coded.length; i += 1000) {
    const result = await tx
      .insert(school)
      .values(coded.slice(i, i + 1000).map((r) => ({ ...r, search: searchText(r) })))
      .onConflictDoUpdate({ target: school.code, ...changes })
      .returning({ inserted: wasInserted });
    written.push(...result);
  }
  for (let i = 0; i < uncoded.length; i += 1000) {
    const result = await tx
      .insert(school)
      .values(uncoded.slice(i, i + 1000).map((r) => ({ ...r, search: searchText(r) })))
      .onConflictDoUpdate({ target: [school.nome, school.concelho, school.distrito], ...changes })
      .returning({ inserted: wasInserted });
    written.push(...result);
  }
  return tally(written, rows.length);
}

export type SchoolImportResult =
  { ok: true; tally: SyncTally; repeated: number } | { ok: false; problems: ContentProblem[] };

/** Loads an official school list; nothing is written unless every row can be placed. */
export async function importSchools(
  db: Db,
  filePath: string,
  concelhosDir: string,
): Promise<SchoolImportResult> {
  const file = path.basename(filePath);
  let bytes: Buffer;
  try {
    bytes = fs.readFileSync(filePath);
  } catch (error) {
    return {
      ok: false,
      problems: [{ file, problem: `não foi possível ler: ${(error as Error).message}` }],
    };
  }
  const { rows, problems, repeated } = parseSchools(bytes, file, readConcelhos(concelhosDir));
  if (problems.length > 0) return { ok: false, problems };
  if (rows.length === 0)
    return { ok: false, problems: [{ file, problem: 'o ficheiro não tem escolas' }] };
  const tally = await db.transaction((tx) => upsertSchools(tx, rows));
  return { ok: true, tally, repeated };
}
