import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { itemPoints, scoreAnswer, type ItemKey } from '@nota20/core/items';
import { itemColumns } from './item-rows';
import { CONTENT_DIR } from './load';
import {
  PaperFileSchema,
  QuestionsFileSchema,
  type DocumentFile,
  type QuestionFile,
} from './schema';

// The guide's blind second reading (CONTENT-GUIDE, "Review before an item lands"): `blind`
// writes what a second reader may see of a unit or a paper (stems, options, documents; no key,
// no explanation, no concept), and `compare` scores the reader's answers against the keys and
// lists every disagreement, for the writer to fix the item.

type ReviewFile = { items: QuestionFile[]; documents: DocumentFile[] };

function readReviewFile(file: string): ReviewFile {
  const full = path.isAbsolute(file) ? file : path.join(CONTENT_DIR, file);
  const raw: unknown = JSON.parse(fs.readFileSync(full, 'utf8'));
  if (raw !== null && typeof raw === 'object' && 'items' in raw) {
    const paper = PaperFileSchema.parse(raw);
    return { items: paper.items, documents: paper.documents ?? [] };
  }
  const unit = QuestionsFileSchema.parse(raw);
  return { items: unit.questions, documents: unit.documents ?? [] };
}

/** What the second reader sees of an item: the question as a student reads it, no key. */
function blindItem(q: QuestionFile) {
  const shown = {
    number: q.number,
    type: q.type,
    ...(q.group ? { document: q.group } : {}),
    text: q.text,
    ...(q.figure ? { figure: q.figure } : {}),
  };
  switch (q.type) {
    case 'choice':
      return { ...shown, options: q.options, answer: 'uma letra, A a D' };
    case 'ordering':
      return {
        ...shown,
        statements: q.statements,
        answer: 'as cinco letras de A a E, pela ordem que achas certa',
      };
    case 'matching':
      return {
        ...shown,
        columnI: q.columnI,
        columnII: q.columnII,
        answer:
          'cada letra da coluna I com um número da coluna II, separados por espaços (letra e número juntos)',
      };
    case 'numeric':
      return { ...shown, unit: q.unit, answer: 'o número, como pedido' };
    case 'written':
      return { ...shown, length: q.length, answer: 'a tua resposta, escrita como um aluno' };
  }
}

export function blindSheet(file: string) {
  const { items, documents } = readReviewFile(file);
  return {
    instructions:
      'Responde a cada item sem consultar mais nada. Em "answers" põe a tua resposta por número; ' +
      'em "notes" o que te pareceu ambíguo, mal escrito, fácil demais ou com mais do que uma ' +
      'resposta defensável. As figuras estão em content/figures.',
    documents,
    items: items.map(blindItem),
  };
}

/** The reader's answers by item number, and notes by item number or on anything else. */
export const ReaderAnswersSchema = z.strictObject({
  answers: z.record(z.string().regex(/^\d+$/), z.string()),
  notes: z.record(z.string(), z.string()).optional(),
});

export type ReviewLine = {
  number: number;
  type: QuestionFile['type'];
  /** 'agrees', 'disagrees', 'partly' (some matching pairs), 'written' (read by hand), 'blank'. */
  verdict: 'agrees' | 'disagrees' | 'partly' | 'written' | 'blank';
  reader: string | null;
  key: string;
  note?: string;
};

function keyText(key: ItemKey): string {
  switch (key.type) {
    case 'choice':
      return key.correct;
    case 'ordering':
      return key.order;
    case 'matching':
      return Object.entries(key.pairs)
        .map(([k, v]) => `${k}${v}`)
        .join(' ');
    case 'numeric':
      return `${key.value} (± ${key.tolerance})`;
    case 'written':
      return key.modelAnswer;
  }
}

/** The reader's answers against the keys, item by item. */
export function compareAnswers(file: string, answers: z.infer<typeof ReaderAnswersSchema>) {
  const { items } = readReviewFile(file);
  return items.map((q): ReviewLine => {
    const row = itemColumns(q);
    const key: ItemKey =
      q.type === 'choice' ? { type: 'choice', correct: q.correct } : (row.answerKey as ItemKey);
    const reader = answers.answers[String(q.number)]?.trim() || null;
    const note = answers.notes?.[String(q.number)];
    const base = {
      number: q.number,
      type: q.type,
      reader,
      key: keyText(key),
      ...(note ? { note } : {}),
    };
    if (reader === null) return { ...base, verdict: 'blank' };
    if (q.type === 'written') return { ...base, verdict: 'written' };
    const score = scoreAnswer(key, reader, itemPoints(q));
    const verdict = score.full ? 'agrees' : score.awarded > 0 ? 'partly' : 'disagrees';
    return { ...base, verdict };
  });
}

export function formatReview(
  lines: readonly ReviewLine[],
  answers: z.infer<typeof ReaderAnswersSchema>,
): string {
  const count = (v: ReviewLine['verdict']) => lines.filter((l) => l.verdict === v).length;
  const out = [
    `${lines.length} itens: ${count('agrees')} de acordo, ${count('disagrees')} em desacordo, ` +
      `${count('partly')} em parte, ${count('written')} de resposta escrita (ler à mão), ` +
      `${count('blank')} sem resposta; ${lines.filter((l) => l.note).length} com notas.`,
  ];
  for (const l of lines) {
    if (l.verdict === 'agrees' && !l.note) continue;
    out.push(
      `  ${l.number} (${l.type}) ${l.verdict}: leitor «${l.reader ?? '—'}», chave «${l.key}»` +
        (l.note ? `\n      nota: ${l.note}` : ''),
    );
  }
  // Notes on a document, the figures or the unit as a whole.
  for (const [on, note] of Object.entries(answers.notes ?? {}))
    if (!/^\d+$/.test(on)) out.push(`  ${on}: ${note}`);
  return out.join('\n');
}
