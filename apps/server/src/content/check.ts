import { checkGlossary } from './glossary';
import { COLUMN_I_KEYS, COLUMN_II_KEYS, criteriaMax, itemPoints } from '@nota20/core/items';
import { OPTION_LETTERS } from '@nota20/core/options';
import type {
  ChoiceQuestionFile,
  ContentBundle,
  ContentProblem,
  DocumentFile,
  QuestionFile,
} from './schema';
import { normaliseText } from './normalise';
import { checkGuide } from './guide-rules';
import { reportProblems } from './reports';

export { normaliseText };

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
function jaccard(wa: ReadonlySet<string>, wb: ReadonlySet<string>): number {
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

/** Multiple choice: no empty option, none repeated, the key named in the explanation. */
function checkChoice(q: ChoiceQuestionFile): string[] {
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
  return problems;
}

type Item<T extends QuestionFile['type']> = Extract<QuestionFile, { type: T }>;

/** Ordering: five different statements and one sequence of the five, quoted in the explanation. */
function checkOrdering(q: Item<'ordering'>): string[] {
  const problems: string[] = [];
  const statements = Object.values(q.statements).map(normaliseOption);
  if (new Set(statements).size !== statements.length) problems.push('há duas afirmações iguais');
  if ([...q.order].sort().join('') !== 'ABCDE')
    problems.push(`a sequência ${q.order} não usa cada letra de A a E uma vez`);
  if (!q.explanation.includes(q.order))
    problems.push(`a explicação não menciona a sequência "${q.order}"`);
  return problems;
}

/** Keys a, b, c… (or 1, 2, 3…) with no gaps, from the first. */
function consecutive(keys: readonly string[], all: readonly string[]): boolean {
  return keys.every((k, i) => k === all[i]);
}

/**
 * Matching: Coluna I a, b, c… (2–5), Coluna II 1, 2, 3… with more entries, each pair's number
 * in Coluna II and used once; levels by correct pairs, the top one every pair for the points.
 */
function checkMatching(q: Item<'matching'>, points: number): string[] {
  const problems: string[] = [];
  const keysI = COLUMN_I_KEYS.filter((k) => q.columnI[k] !== undefined);
  const keysII = COLUMN_II_KEYS.filter((k) => q.columnII[k] !== undefined);
  if (keysI.length < 2) problems.push('a coluna I precisa de pelo menos 2 afirmações');
  if (!consecutive(keysI, COLUMN_I_KEYS)) problems.push('a coluna I deve ser a, b, c… por ordem');
  if (!consecutive(keysII, COLUMN_II_KEYS))
    problems.push('a coluna II deve ser 1, 2, 3… por ordem');
  if (keysII.length <= keysI.length)
    problems.push('a coluna II deve ter mais opções do que a coluna I');
  const used: string[] = [];
  for (const k of keysI) {
    const answer = q.pairs[k];
    if (!answer) problems.push(`falta a associação de ${k}`);
    else if (q.columnII[answer] === undefined)
      problems.push(`a associação ${k}-${answer} aponta para uma opção que não existe`);
    else used.push(answer);
  }
  if (Object.keys(q.pairs).some((k) => !keysI.includes(k as (typeof COLUMN_I_KEYS)[number])))
    problems.push('há associações para letras que a coluna I não tem');
  if (new Set(used).size !== used.length)
    problems.push('uma opção da coluna II é usada em duas associações');
  const top = [...q.levels].sort((a, b) => b.correct - a.correct)[0];
  if (!top || top.correct !== keysI.length || top.points !== points)
    problems.push(
      `o nível mais alto deve exigir as ${keysI.length} associações certas e dar ${points} pontos`,
    );
  for (const l of q.levels)
    if (l.correct > keysI.length) problems.push(`um nível exige ${l.correct} associações certas`);
  for (const [k, answer] of Object.entries(q.pairs))
    if (!q.explanation.includes(`${k}-${answer}`) && !q.explanation.includes(`${k}) ${answer}`))
      problems.push(`a explicação não menciona a associação ${k}-${answer}`);
  return problems;
}

/** Numeric: a tolerance for rounding only (smaller than the value), the value in the explanation. */
function checkNumeric(q: Item<'numeric'>): string[] {
  const problems: string[] = [];
  if (q.value !== 0 && q.tolerance >= Math.abs(q.value))
    problems.push('a tolerância é maior do que o próprio valor');
  const shown = String(q.value).replace('.', ',');
  if (!q.explanation.includes(shown) && !q.explanation.includes(String(q.value)))
    problems.push(`a explicação não mostra o valor ${shown}`);
  return problems;
}

/**
 * Written: each parameter's levels 1, 2, 3… with growing points; an extended answer has a
 * language parameter; the top levels add up to the item's points; key ideas to look for.
 */
function checkWritten(q: Item<'written'>, points: number): string[] {
  const problems: string[] = [];
  for (const p of q.criteria) {
    if (
      !consecutive(
        p.levels.map((l) => String(l.level)),
        ['1', '2', '3', '4', '5', '6', '7'],
      )
    )
      problems.push(`os níveis de "${p.name}" devem ser 1, 2, 3… por ordem`);
    if (p.levels.some((l, i) => i > 0 && l.points <= (p.levels[i - 1]?.points ?? 0)))
      problems.push(`os pontos dos níveis de "${p.name}" devem crescer`);
  }
  if (new Set(q.criteria.map((p) => p.id)).size !== q.criteria.length)
    problems.push('há dois parâmetros com o mesmo id');
  if (q.length === 'extensa' && !q.criteria.some((p) => p.id === 'linguagem'))
    problems.push('uma resposta extensa tem um parâmetro de linguagem ("id": "linguagem")');
  if (q.length === 'extensa' && q.criteria.length < 2)
    problems.push('uma resposta extensa tem parâmetros de conteúdo e de linguagem');
  const max = criteriaMax(q.criteria);
  if (max !== points)
    problems.push(`os níveis mais altos somam ${max} pontos, mas a pergunta vale ${points}`);
  if (q.keyIdeas.length === 0) problems.push('faltam as ideias-chave da resposta');
  return problems;
}

/** Problems of one item on its own, by its type, and its figure. */
export function checkQuestion(q: QuestionFile, figures: ReadonlySet<string>): string[] {
  const points = itemPoints(q);
  const problems =
    q.type === 'choice'
      ? checkChoice(q)
      : q.type === 'ordering'
        ? checkOrdering(q)
        : q.type === 'matching'
          ? checkMatching(q, points)
          : q.type === 'numeric'
            ? checkNumeric(q)
            : checkWritten(q, points);
  if (q.figure && !figures.has(q.figure.file)) {
    problems.push(`a figura ${q.figure.file} não existe em content/figures`);
  }
  return problems;
}

/** What identifies an item for the duplicate check: its stem and its key, as text. */
export function identifyingText(q: QuestionFile): string {
  switch (q.type) {
    case 'choice':
      return `${q.text} ${q.options[q.correct]}`;
    case 'ordering':
      return `${q.text} ${[...q.order].map((l) => q.statements[l as 'A']).join(' ')}`;
    case 'matching':
      return `${q.text} ${Object.values(q.columnI).join(' ')}`;
    case 'numeric':
      return `${q.text} ${q.value}`;
    case 'written':
      return `${q.text} ${q.modelAnswer}`;
  }
}

/**
 * A file's documents: ids unique within the content, each used by two items or more, its
 * content of its kind, its figure present; each item's group one of them.
 */
export function checkDocuments(
  documents: readonly DocumentFile[],
  items: readonly QuestionFile[],
  figures: ReadonlySet<string>,
): { question?: number; problem: string }[] {
  const problems: { question?: number; problem: string }[] = [];
  const ids = new Set(documents.map((d) => d.id));
  for (const d of documents) {
    const users = items.filter((q) => q.group === d.id).length;
    if (users < 2) problems.push({ problem: `o documento ${d.id} serve só ${users} pergunta(s)` });
    if (d.kind === 'text' && !d.text)
      problems.push({ problem: `o documento ${d.id} não tem texto` });
    if (d.kind === 'table' && !d.table)
      problems.push({ problem: `o documento ${d.id} não tem tabela` });
    if (d.kind === 'figure' && !d.figure)
      problems.push({ problem: `o documento ${d.id} não tem figura` });
    if (d.figure && !figures.has(d.figure.file))
      problems.push({ problem: `a figura ${d.figure.file} não existe em content/figures` });
    if (d.table && d.table.rows.some((r) => r.length !== d.table?.head.length))
      problems.push({ problem: `a tabela de ${d.id} tem linhas com outro número de colunas` });
  }
  for (const q of items) {
    if (q.group && !ids.has(q.group))
      problems.push({
        question: q.number,
        problem: `o documento ${q.group} não existe neste ficheiro`,
      });
  }
  // A document's items stay together, as every test keeps them.
  for (const id of ids) {
    const at = items.flatMap((q, i) => (q.group === id ? [i] : []));
    if (at.length > 1 && (at.at(-1) ?? 0) - (at[0] ?? 0) !== at.length - 1)
      problems.push({ problem: `as perguntas do documento ${id} devem ser seguidas` });
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
  // Each text's words once: the pairs, n² per subject, then only compare sets.
  const words = entries.map((e) => contentWords(e.text));
  entries.forEach((entry, i) => {
    for (let j = 0; j < i; j++) {
      const other = entries[j];
      if (!other || other.subject !== entry.subject) continue;
      if (normalised[i] === normalised[j]) {
        found.push({ entry, other, near: false });
        return;
      }
      if (jaccard(words[i] as Set<string>, words[j] as Set<string>) >= NEAR_DUPLICATE) {
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
 * A prova-modelo: a known subject and units, items 1, 2, 3…, optional items of equal points and
 * enough of them, and 200 points for the compulsory items plus the best optional ones.
 */
export function checkPaper(
  paper: ContentBundle['papers'][number],
  units: ReadonlySet<number> | undefined,
  figures: ReadonlySet<string>,
): ContentProblem[] {
  const { file } = paper;
  const problems: ContentProblem[] = [];
  if (!units) problems.push({ file, problem: `a disciplina ${paper.subject} não existe` });
  const { repeated, missing } = checkNumbering(paper.items.map((q) => q.number));
  for (const n of repeated) problems.push({ file, question: n, problem: 'número repetido' });
  for (const n of missing) problems.push({ file, problem: `falta a pergunta número ${n}` });
  for (const q of paper.items) {
    if (units && !units.has(q.unidade))
      problems.push({ file, question: q.number, problem: `a unidade ${q.unidade} não existe` });
    for (const problem of checkQuestion(q, figures))
      problems.push({ file, question: q.number, problem });
  }
  for (const p of checkDocuments(paper.documents ?? [], paper.items, figures))
    problems.push({ file, ...p });
  const optional = paper.items.filter((q) => q.optional).map(itemPoints);
  const compulsory = paper.items.filter((q) => !q.optional).map(itemPoints);
  if (new Set(optional).size > 1)
    problems.push({ file, problem: 'os itens opcionais devem valer todos o mesmo' });
  if (paper.bestOptional > optional.length)
    problems.push({
      file,
      problem: `contam ${paper.bestOptional} opcionais, mas só há ${optional.length}`,
    });
  const total = compulsory.reduce((a, b) => a + b, 0) + paper.bestOptional * (optional[0] ?? 0);
  if (total !== 200) problems.push({ file, problem: `a prova vale ${total} pontos, não 200` });
  return problems;
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
  const documentIds: { id: string; file: string }[] = [];
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

    for (const p of checkDocuments(qf.documents ?? [], qf.questions, bundle.figures))
      problems.push({ file, ...p });
    for (const d of qf.documents ?? []) documentIds.push({ id: d.id, file });

    for (const q of qf.questions) {
      for (const problem of checkQuestion(q, bundle.figures)) {
        problems.push({ file, question: q.number, problem });
      }
      texts.push({
        subject: qf.subject,
        text: identifyingText(q),
        label: `${file} pergunta ${q.number}`,
        file,
        question: q.number,
      });
    }
  }
  const seenPapers = new Set<string>();
  for (const paper of bundle.papers) {
    const { file } = paper;
    if (seenPapers.has(paper.id)) problems.push({ file, problem: `prova repetida: ${paper.id}` });
    seenPapers.add(paper.id);
    problems.push(...checkPaper(paper, units.get(paper.subject), bundle.figures));
    for (const d of paper.documents ?? []) documentIds.push({ id: d.id, file });
    for (const q of paper.items) {
      texts.push({
        subject: paper.subject,
        text: identifyingText(q),
        label: `${file} pergunta ${q.number}`,
        file,
        question: q.number,
      });
    }
  }
  const firstFile = new Map<string, string>();
  for (const { id, file } of documentIds) {
    const other = firstFile.get(id);
    if (other) problems.push({ file, problem: `o documento ${id} já existe em ${other}` });
    else firstFile.set(id, file);
  }

  // Every unit has its RESUMOS at most once.
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
  // A unit is offered once it has items: then it needs its RESUMOS.
  for (const subject of bundle.subjects.filter((s) => s.catalogue)) {
    for (const u of subject.units) {
      if (!seenUnitFiles.has(`${subject.id}/${u.number}`)) continue;
      if (!summarized.has(`${subject.id}/${u.number}`))
        problems.push({
          file: 'summaries',
          problem: `falta o resumo de ${subject.id}/${u.number}`,
        });
    }
  }

  problems.push(...checkGuide(bundle));
  problems.push(...reportProblems(bundle));
  problems.push(...checkGlossary(bundle));

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
