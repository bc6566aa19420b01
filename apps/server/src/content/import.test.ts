import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, count, eq, max } from 'drizzle-orm';
import { afterAll, expect, test } from 'vitest';
import { useTestDatabase } from '../../test/database';
import { question, unit } from '../db/schema/index';
import { choiceRows, importQuestions, readBank } from './import';
import { CSV_COLUMNS, writeQuestionRows } from './interchange';

const database = useTestDatabase();
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nota20-import-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const csvLine = (cells: (string | number)[]) =>
  cells.map((c) => `"${String(c).replaceAll('"', '""')}"`).join(',');

function csvFile(name: string, rows: (string | number)[][]): string {
  const file = path.join(dir, name);
  fs.writeFileSync(file, [CSV_COLUMNS.join(','), ...rows.map(csvLine)].join('\n') + '\n');
  return file;
}

async function questionCount() {
  const [row] = await database().db.select({ n: count() }).from(question);
  return row?.n ?? 0;
}

/** The next free question number in Economia unit 4, whatever the bank holds today. */
async function nextNumber(): Promise<number> {
  const [row] = await database()
    .db.select({ n: max(question.questionNumber) })
    .from(question)
    .innerJoin(unit, eq(unit.id, question.unitId))
    .where(and(eq(unit.subjectId, 'Economia'), eq(unit.number, 4)));
  return (row?.n ?? 0) + 1;
}

function row(
  number: number,
  overrides: Partial<Record<(typeof CSV_COLUMNS)[number], string | number>> = {},
) {
  const values: Record<(typeof CSV_COLUMNS)[number], string | number> = {
    subject: 'Economia',
    unit: 4,
    number,
    concept: 'Bens complementares',
    difficulty: 2,
    text: `Quando o preço das impressoras desce muito (caso ${number}), o que acontece à procura de tinteiros?`,
    option_a: 'Aumenta, porque são bens complementares.',
    option_b: 'Diminui, porque são bens substitutos.',
    option_c: 'Não se altera, porque são bens independentes.',
    option_d: 'Diminui, porque são bens inferiores.',
    correct: 'A',
    explanation:
      'A opção (A) está correta: tinteiros e impressoras usam-se em conjunto. (B), (C) e (D) não.',
    figure: '',
    figure_alt: '',
    ...overrides,
  };
  return CSV_COLUMNS.map((c) => values[c]);
}

test('a CSV with one bad row changes nothing and names the row', async () => {
  const n = await nextNumber();
  const before = await questionCount();
  const file = csvFile('one-bad-row.csv', [
    row(n),
    row(n + 1, { text: 'Uma pergunta com a resposta certa fora do sítio?', correct: 'E' }),
    row(n + 2, { text: 'E outra com a explicação errada?', explanation: 'Sem letra.' }),
  ]);
  const result = await importQuestions(database().db, file, 'teste');
  expect(result.ok).toBe(false);
  if (result.ok) return;
  const lines = result.problems.map((p) => `${p.row}: ${p.problem}`);
  expect(lines).toEqual([
    expect.stringMatching(/^3: correct: /),
    `4: a explicação não menciona a opção correta "(A)"`,
  ]);
  expect(await questionCount()).toBe(before);
});

test('a good CSV adds its questions once, even when imported twice', async () => {
  const n = await nextNumber();
  const before = await questionCount();
  const file = csvFile('good.csv', [
    row(n),
    row(n + 1, {
      text: 'Num mercado de concorrência perfeita, cada empresa consegue fixar o preço do seu produto?',
      option_a: 'Sim, porque conhece bem os custos.',
      option_b: 'Não, porque é tomadora de preço.',
      option_c: 'Sim, desde que produza pouco.',
      option_d: 'Não, porque o Estado fixa os preços.',
      correct: 'B',
      explanation:
        'A (B) está correta: há muitas empresas e nenhuma influencia o preço. (A), (C) e (D) não.',
    }),
  ]);
  const first = await importQuestions(database().db, file, 'professora');
  expect(first).toEqual({ ok: true, tally: { inserted: 2, updated: 0, unchanged: 0 } });
  const second = await importQuestions(database().db, file, 'professora');
  expect(second).toEqual({ ok: true, tally: { inserted: 0, updated: 0, unchanged: 2 } });
  expect(await questionCount()).toBe(before + 2);

  const stored = await database()
    .db.select()
    .from(question)
    .where(eq(question.source, 'professora'));
  expect(stored.map((q) => q.correctOption).sort()).toEqual(['A', 'B']);
});

test('numbering gaps, repeated numbers and texts already in the bank are refused', async () => {
  const n = await nextNumber();
  const [bankQuestion] = choiceRows(await readBank(database().db));
  if (!bankQuestion) throw new Error('empty bank');
  const file = csvFile('gaps.csv', [
    row(n + 5),
    row(n + 5, { text: 'Outra pergunta com o mesmo número?' }),
    row(n + 6, {
      subject: bankQuestion.subject,
      unit: bankQuestion.unit,
      text: bankQuestion.question.text,
      option_a: bankQuestion.question.options[bankQuestion.question.correct],
    }),
  ]);
  const result = await importQuestions(database().db, file, 'teste');
  expect(result.ok).toBe(false);
  if (result.ok) return;
  const problems = result.problems.map((p) => p.problem);
  expect(problems).toContain('número repetido (também na linha 2)');
  expect(problems).toContain(
    `Economia/4: falta a pergunta número ${n} (a numeração não pode ter falhas)`,
  );
  expect(problems.some((p) => p.startsWith('texto igual ao de Economia unidade'))).toBe(true);
});

test('an unknown unit is refused', async () => {
  const file = csvFile('unknown-unit.csv', [row(1, { unit: 42 })]);
  const result = await importQuestions(database().db, file, 'teste');
  expect(result).toEqual({
    ok: false,
    problems: [
      {
        file: 'unknown-unit.csv',
        row: 2,
        problem: 'a unidade 42 de Economia não existe no catálogo',
      },
    ],
  });
});

test('exporting the bank and importing the export changes nothing, in CSV and in JSON', async () => {
  const before = await questionCount();
  for (const ext of ['csv', 'json']) {
    const file = path.join(dir, `bank.${ext}`);
    // The interchange format carries the bank's multiple-choice items (issue 24).
    const exported = choiceRows(await readBank(database().db));
    writeQuestionRows(file, exported);
    const result = await importQuestions(database().db, file, 'nota20');
    expect(result.ok, ext).toBe(true);
    if (!result.ok) return;
    expect(result.tally.inserted, ext).toBe(0);
    expect(result.tally.unchanged, ext).toBe(exported.length);
  }
  expect(await questionCount()).toBe(before);
});
