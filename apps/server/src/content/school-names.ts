import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { normaliseText } from './normalise';

// The names in a school list: districts, concelhos, the columns spreadsheets use, and how a
// school's name is tidied. schools.ts reads and stores the list with them.

/** The 18 districts and the 2 autonomous regions, as the app names them. */
export const DISTRITOS = [
  'Aveiro',
  'Beja',
  'Braga',
  'Bragança',
  'Castelo Branco',
  'Coimbra',
  'Évora',
  'Faro',
  'Guarda',
  'Leiria',
  'Lisboa',
  'Portalegre',
  'Porto',
  'Santarém',
  'Setúbal',
  'Viana do Castelo',
  'Vila Real',
  'Viseu',
  'Região Autónoma dos Açores',
  'Região Autónoma da Madeira',
] as const;

// Official lists name the regions in several ways ("R. A. Acores", "Açores", "RA Madeira").
export const DISTRITO_BY_KEY = new Map<string, string>([
  ...DISTRITOS.map((d) => [normaliseText(d), d] as [string, string]),
  ['r a acores', 'Região Autónoma dos Açores'],
  ['ra acores', 'Região Autónoma dos Açores'],
  ['acores', 'Região Autónoma dos Açores'],
  ['regiao autonoma acores', 'Região Autónoma dos Açores'],
  ['r a madeira', 'Região Autónoma da Madeira'],
  ['ra madeira', 'Região Autónoma da Madeira'],
  ['madeira', 'Região Autónoma da Madeira'],
  ['regiao autonoma madeira', 'Região Autónoma da Madeira'],
]);

// Header names in our file, the national exams database (ENES tblEscolas exported with the
// district and municipality names) and Infoescolas, compared without case, accents or spaces.
export const COLUMN_ALIASES = {
  nome: [
    'nome',
    'descr',
    'nomeescola',
    'nomedaescola',
    'escolanome',
    'designacao',
    'estabelecimento',
    'escola',
  ],
  concelho: ['concelho', 'municipio', 'descrconcelho', 'nomeconcelho'],
  distrito: ['distrito', 'descrdistrito', 'nomedistrito', 'regiao'],
  code: ['codigo', 'coddgeec', 'codigoescoladgeec', 'codigodgeec', 'codescme', 'codigoescola'],
} as const;

export const headerKey = (h: string) => normaliseText(h).replace(/ /g, '');

const SMALL_WORDS = new Set(['de', 'da', 'do', 'das', 'dos', 'e', 'a', 'o', 'em']);
const KEEP_UPPER = /^(?:[IVXLC]+|EB|ES|EBS|EB1|EB23|JI|EPE|AE|CED|IPSS|S\.?A\.?)$/;

/** "ESCOLA SECUNDÁRIA D. MARIA II" → "Escola Secundária D. Maria II"; mixed case stays as is. */
export function tidyName(raw: string): string {
  const name = raw.trim().replace(/\s+/g, ' ');
  if (name !== name.toUpperCase()) return name;
  return name
    .split(' ')
    .map((word, i) => {
      if (KEEP_UPPER.test(word)) return word;
      const lower = word.toLocaleLowerCase('pt-PT');
      if (i > 0 && SMALL_WORDS.has(lower)) return lower;
      return lower.replace(/^(\p{L})/u, (c) => c.toLocaleUpperCase('pt-PT'));
    })
    .join(' ');
}

export type Concelhos = Map<string, { concelho: string; distritos: string[] }>;

/**
 * Municipalities from content/concelhos.csv, keyed without accents or case. A name can stand in
 * more than one district (Lagoa, Calheta), so each carries the list of its districts.
 */
export function readConcelhos(dir: string): Concelhos {
  const file = path.join(dir, 'concelhos.csv');
  const map: Concelhos = new Map();
  if (!fs.existsSync(file)) return map;
  const records: Record<string, string>[] = parse(fs.readFileSync(file, 'utf8'), {
    columns: true,
    skip_empty_lines: true,
    trim: true,
  });
  for (const r of records) {
    if (!r.concelho || !r.distrito) continue;
    const key = normaliseText(r.concelho);
    const entry = map.get(key) ?? { concelho: r.concelho, distritos: [] };
    entry.distritos.push(r.distrito);
    map.set(key, entry);
  }
  return map;
}

/** Official exports are often Windows-1252; read UTF-8 when the bytes are valid UTF-8. */
export function decode(bytes: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}
