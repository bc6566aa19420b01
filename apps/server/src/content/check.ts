import { OPTION_LETTERS } from '@nota20/core/options';
import type { ContentBundle, ContentProblem, QuestionFile } from './schema';

/** Lower-case, accents and punctuation removed, spaces collapsed: what "the same text" means. */
export function normaliseText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Only case and spacing ignored: signs and symbols matter in options ("300 €" ≠ "−300 €"). */
function normaliseOption(text: string): string {
  return text.normalize('NFC').toLowerCase().replace(/\s+/g, ' ').trim();
}

// Words that carry no meaning of their own in a question stem, normalised like the text.
const STOP_WORDS = new Set(
  (
    'a o as os um uma uns umas de do da dos das e em no na nos nas por para com que qual quais se ' +
    'ao aos a as e sao ser pode podem como mais menos seu sua seus suas este esta estes estas esse ' +
    'essa isso entre sobre seguintes seguinte afirmacao afirmacoes opcao correta corretamente'
  ).split(' '),
);

/** The meaningful words of a text, cut to their first six letters so "economica" = "economico". */
function contentWords(text: string): Set<string> {
  return new Set(
    normaliseText(text)
      .split(' ')
      .filter((w) => w.length > 2 && !STOP_WORDS.has(w))
      .map((w) => w.slice(0, 6)),
  );
}

/** Share of meaningful words two texts have in common (Jaccard), from 0 to 1. */
export function similarity(a: string, b: string): number {
  const wa = contentWords(a);
  const wb = contentWords(b);
  let shared = 0;
  for (const w of wa) if (wb.has(w)) shared++;
  const union = wa.size + wb.size - shared;
  return union === 0 ? 1 : shared / union;
}

/**
 * Two items whose stem plus correct answer are this alike ask the same thing in other words.
 * Calibrated on the Economia A bank: a reworded duplicate scored 1.0, the closest distinct
 * pair 0.47 (items sharing a stem pattern such as "X pode ser definida como" differ in answer).
 */
export const NEAR_DUPLICATE = 0.7;

/** Problems of one question on its own: empty options, repeated options, the explanation, figure. */
export function checkQuestion(q: QuestionFile, figures: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  const empty = OPTION_LETTERS.filter((letter) => q.options[letter] === '');
  if (empty.includes(q.correct)) {
    problems.push(`a resposta correta (${q.correct}) aponta para uma opção vazia`);
  }
  for (const letter of empty) problems.push(`a opção ${letter} está vazia`);
  const filled = OPTION_LETTERS.filter((letter) => q.options[letter] !== '').map((letter) =>
    normaliseOption(q.options[letter]),
  );
  if (new Set(filled).size !== filled.length) problems.push('há duas opções iguais');
  if (!q.explanation.includes(`(${q.correct})`)) {
    problems.push(`a explicação não menciona a opção correta "(${q.correct})"`);
  }
  if (q.figure && !figures.has(q.figure.file)) {
    problems.push(`a figura ${q.figure.file} não existe em content/figures`);
  }
  return problems;
}

/** A unit's question numbers must be 1, 2, 3… with no gaps and no repeats. */
export function checkNumbering(numbers: readonly number[]): {
  repeated: number[];
  missing: number[];
} {
  const repeated = [...new Set(numbers.filter((n, i) => numbers.indexOf(n) !== i))];
  const present = new Set(numbers);
  const missing: number[] = [];
  for (let n = 1; n <= Math.max(0, ...numbers); n++) if (!present.has(n)) missing.push(n);
  return { repeated, missing };
}

/** `text` is what identifies an item: its stem followed by its correct answer. */
export type TextEntry = { subject: string; text: string; label: string };

/**
 * Pairs of entries of the same subject whose stems are the same after normalising, or nearly
 * the same. Each pair is reported once, on the later entry.
 */
export function findDuplicateTexts(
  entries: readonly TextEntry[],
): { entry: TextEntry; other: TextEntry; near: boolean }[] {
  const found: { entry: TextEntry; other: TextEntry; near: boolean }[] = [];
  const normalised = entries.map((e) => normaliseText(e.text));
  // Pairs are only compared within a subject; the bank stays small enough for n² per subject.
  entries.forEach((entry, i) => {
    for (let j = 0; j < i; j++) {
      const other = entries[j];
      if (!other || other.subject !== entry.subject) continue;
      if (normalised[i] === normalised[j]) {
        found.push({ entry, other, near: false });
        return;
      }
      if (similarity(entry.text, other.text) >= NEAR_DUPLICATE) {
        found.push({ entry, other, near: true });
        return;
      }
    }
  });
  return found;
}

export function duplicateProblem(other: string, near: boolean): string {
  return near ? `texto quase igual ao de ${other}` : `texto igual ao de ${other}`;
}

/**
 * Checks the rules that a schema cannot: references between files, numbering, duplicates and
 * each question's own rules. Returns every problem found.
 */
export function checkContent(bundle: ContentBundle): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const units = new Map<string, Set<number>>();

  const seenSubjects = new Set<string>();
  for (const subject of bundle.subjects) {
    const file = 'subjects.json';
    if (seenSubjects.has(subject.id)) {
      problems.push({ file, problem: `disciplina repetida: ${subject.id}` });
    }
    seenSubjects.add(subject.id);
    const numbers = subject.units.map((u) => u.number);
    const { repeated } = checkNumbering(numbers);
    for (const n of repeated)
      problems.push({ file, problem: `${subject.id}: unidade ${n} repetida` });
    if (numbers.some((n, i) => n !== i + 1)) {
      problems.push({ file, problem: `${subject.id}: as unidades devem ser 1, 2, 3… por ordem` });
    }
    units.set(subject.id, new Set(numbers));
  }

  const seenExams = new Set<string>();
  for (const exam of bundle.exams) {
    const file = 'exams.json';
    const key = `${exam.subject}/${exam.year}/${exam.phase}`;
    if (!units.has(exam.subject))
      problems.push({ file, problem: `${key}: disciplina desconhecida` });
    if (seenExams.has(key)) problems.push({ file, problem: `${key}: exame repetido` });
    seenExams.add(key);
  }

  const seenUnitFiles = new Map<string, string>();
  const texts: (TextEntry & { file: string; question: number })[] = [];
  for (const qf of bundle.questionFiles) {
    const { file } = qf;
    const unitKey = `${qf.subject}/${qf.unit}`;
    if (!units.get(qf.subject)?.has(qf.unit)) {
      problems.push({
        file,
        problem: `a unidade ${qf.unit} de ${qf.subject} não existe no catálogo`,
      });
    }
    const other = seenUnitFiles.get(unitKey);
    if (other) problems.push({ file, problem: `a unidade ${unitKey} já está em ${other}` });
    seenUnitFiles.set(unitKey, file);

    const { repeated, missing } = checkNumbering(qf.questions.map((q) => q.number));
    for (const n of repeated)
      problems.push({ file, question: n, problem: 'número de pergunta repetido' });
    for (const n of missing) problems.push({ file, problem: `falta a pergunta número ${n}` });

    for (const q of qf.questions) {
      for (const problem of checkQuestion(q, bundle.figures)) {
        problems.push({ file, question: q.number, problem });
      }
      texts.push({
        subject: qf.subject,
        text: `${q.text} ${q.options[q.correct]}`,
        label: `${file} pergunta ${q.number}`,
        file,
        question: q.number,
      });
    }
  }
  // Every unit a student can put in a plan has its RESUMOS, once.
  const summarized = new Map<string, string>();
  for (const summary of bundle.summaries) {
    for (const u of summary.units) {
      const key = `${summary.subject}/${u.number}`;
      if (!units.get(summary.subject)?.has(u.number))
        problems.push({ file: summary.file, problem: `resumo de uma unidade inexistente: ${key}` });
      const other = summarized.get(key);
      if (other)
        problems.push({ file: summary.file, problem: `o resumo de ${key} já está em ${other}` });
      summarized.set(key, summary.file);
    }
  }
  for (const subject of bundle.subjects.filter((s) => s.catalogue)) {
    for (const u of subject.units) {
      if (!summarized.has(`${subject.id}/${u.number}`))
        problems.push({
          file: 'summaries',
          problem: `falta o resumo de ${subject.id}/${u.number}`,
        });
    }
  }

  for (const { entry, other, near } of findDuplicateTexts(texts)) {
    const e = entry as (typeof texts)[number];
    problems.push({
      file: e.file,
      question: e.question,
      problem: duplicateProblem(other.label, near),
    });
  }
  return problems;
}
