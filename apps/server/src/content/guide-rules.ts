import { ITEM_TYPES, type ItemType } from '@nota20/core/items';
import { OPTION_LETTERS, type OptionLetter } from '@nota20/core/options';
import { normaliseText } from './normalise';
import type {
  BankRules,
  ChoiceQuestionFile,
  ContentBundle,
  ContentProblem,
  DocumentFile,
  QuestionFile,
  SubjectFile,
} from './schema';

// The rules of the content guide (summarised in content/README.md) that a program can check.
// Item rules and the guide's figures over a subject's multiple choice hold for every subject; a
// subject that declares its `bank` rules in subjects.json is also held to them in each unit.

/** The guide's absolute words, and the forms that mean the same. */
const ABSOLUTE = /\b(sempre|nunca|apenas|necessariamente|exclusivamente|unicamente|somente|so)\b/;

/** The share of items whose key is the uniquely longest option, at most (the guide: 28 %). */
export const MAX_KEY_LONGEST = 0.28;
/** The key shares uniquely the most words with the stem: at most the same share. */
export const MAX_KEY_ECHOES_STEM = 0.28;
/** Each key letter A–D between these shares of a subject's multiple choice (25 % is even). */
export const KEY_SHARE = { min: 0.2, max: 0.3 } as const;
/**
 * Of the items with an absolute word among their options, the key has one in at least this
 * share (a word that only ever marks a distractor gives the key away).
 */
export const MIN_ABSOLUTE_IN_KEY = 0.2;
/** At most this share of recall items (difficulty 1): the bank trains the exam's level. */
export const MAX_RECALL = 1 / 3;
/** A share over fewer multiple-choice items than this says nothing, so it is not judged. */
export const MIN_CHOICE_FOR_FIGURES = 20;

/** What the checker counts of one unit's bank (printed by `npm run content -- check --report`). */
export type UnitFigures = {
  subject: string;
  unit: number;
  items: number;
  byType: Record<ItemType, number>;
  /** Items on a shared document or with their own figure. */
  onDocument: number;
  experimental: number;
  difficulty: [number, number, number];
  /** Multiple choice only, from here. */
  choice: number;
  keyLongest: number;
  keyEchoesStem: number;
  /** Items with an absolute word among the options, and those where the key has one. */
  withAbsolute: number;
  absoluteInKey: number;
  keys: Record<OptionLetter, number>;
  /** Concepts named by more than one item of the unit. */
  repeatedConcepts: string[];
};

/** Words of a text that carry meaning, cut to six letters, as the duplicate check reads them. */
function meaningfulWords(text: string): Set<string> {
  return new Set(
    normaliseText(text)
      .split(' ')
      .filter((w) => w.length > 3)
      .map((w) => w.slice(0, 6)),
  );
}

/** The key is the one option that is longer than every other. */
export function keyIsUniquelyLongest(q: ChoiceQuestionFile): boolean {
  const key = q.options[q.correct].length;
  return OPTION_LETTERS.every((l) => l === q.correct || q.options[l].length < key);
}

/** The key is the one option that shares the most words with the stem (and shares some). */
export function keyEchoesStem(q: ChoiceQuestionFile): boolean {
  const stem = meaningfulWords(q.text);
  const shared = (l: OptionLetter) =>
    [...meaningfulWords(q.options[l])].filter((w) => stem.has(w)).length;
  const key = shared(q.correct);
  return key > 0 && OPTION_LETTERS.every((l) => l === q.correct || shared(l) < key);
}

const hasAbsolute = (text: string) => ABSOLUTE.test(normaliseText(text));

export function unitFigures(
  subject: string,
  unit: number,
  items: readonly QuestionFile[],
): UnitFigures {
  const byType = Object.fromEntries(ITEM_TYPES.map((t) => [t, 0])) as Record<ItemType, number>;
  const keys = Object.fromEntries(OPTION_LETTERS.map((l) => [l, 0])) as Record<
    OptionLetter,
    number
  >;
  const difficulty: [number, number, number] = [0, 0, 0];
  const concepts = new Map<string, number>();
  const f = {
    subject,
    unit,
    items: items.length,
    byType,
    onDocument: 0,
    experimental: 0,
    difficulty,
    choice: 0,
    keyLongest: 0,
    keyEchoesStem: 0,
    withAbsolute: 0,
    absoluteInKey: 0,
    keys,
    repeatedConcepts: [] as string[],
  };
  for (const q of items) {
    byType[q.type]++;
    difficulty[q.difficulty - 1] = (difficulty[q.difficulty - 1] ?? 0) + 1;
    if (q.group || q.figure) f.onDocument++;
    if (q.experimental) f.experimental++;
    const concept = normaliseText(q.concept);
    concepts.set(concept, (concepts.get(concept) ?? 0) + 1);
    if (q.type !== 'choice') continue;
    f.choice++;
    keys[q.correct]++;
    if (keyIsUniquelyLongest(q)) f.keyLongest++;
    if (keyEchoesStem(q)) f.keyEchoesStem++;
    if (OPTION_LETTERS.some((l) => hasAbsolute(q.options[l]))) {
      f.withAbsolute++;
      if (hasAbsolute(q.options[q.correct])) f.absoluteInKey++;
    }
  }
  f.repeatedConcepts = items
    .map((q) => q.concept)
    .filter((c, i, all) => (concepts.get(normaliseText(c)) ?? 0) > 1 && all.indexOf(c) === i);
  return f;
}

/** Problems of one item against the guide, whatever its subject. */
export function guideItemProblems(q: QuestionFile): string[] {
  const problems: string[] = [];
  if (q.type === 'choice') {
    // The explanation says why the key is right and why each other option is wrong.
    const missing = OPTION_LETTERS.filter(
      (l) => l !== q.correct && !q.explanation.includes(`(${l})`),
    );
    if (missing.length > 0)
      problems.push(
        `a explicação não diz porque está errada cada opção: falta ${missing.map((l) => `(${l})`).join(', ')}`,
      );
  }
  if (
    q.type === 'numeric' &&
    !/casas? decima|às (décimas|centésimas|unidades)|número inteiro|valor inteiro|arredond/i.test(
      q.text,
    )
  )
    problems.push('a pergunta numérica não diz como arredondar');
  if (q.type === 'written' && !/\d+\s*(a \d+\s*)?(palavras|linhas)/i.test(q.text))
    problems.push('a pergunta de resposta escrita não diz quanto escrever');
  if (q.figure && q.figure.alt.length < 40)
    problems.push('o texto alternativo da figura é curto demais para responder sem a ver');
  return problems;
}

/** Real data are dated and sourced; invented data and original texts say so. */
export function guideDocumentProblems(d: DocumentFile): string[] {
  const problems: string[] = [];
  const invented = /fict[íi]ci|original/i.test(d.source);
  if (!invented && !d.year)
    problems.push(
      `o documento ${d.id} tem dados reais sem ano ("year"), ou dados fictícios sem o dizer`,
    );
  if (d.figure && d.figure.alt.length < 40)
    problems.push(`o texto alternativo da figura de ${d.id} é curto demais`);
  return problems;
}

/** A subject's rules merged with a unit's own. */
function rulesOf(subject: SubjectFile, unit: number): BankRules | undefined {
  if (!subject.bank) return undefined;
  return { ...subject.bank, ...subject.units.find((u) => u.number === unit)?.bank };
}

const pct = (n: number) => `${Math.round(n * 100)} %`;

/** What a unit's bank lacks against its rules. */
export function bankProblems(f: UnitFigures, rules: BankRules): string[] {
  const problems: string[] = [];
  const atLeast = (have: number, want: number | undefined, what: string) => {
    if (want !== undefined && have < want) problems.push(`tem ${have} ${what}; precisa de ${want}`);
  };
  atLeast(f.items, rules.minItems, 'itens');
  atLeast(f.byType.written, rules.minWritten, 'itens de resposta escrita');
  atLeast(f.byType.ordering, rules.minOrdering, 'itens de ordenação');
  atLeast(f.byType.matching, rules.minMatching, 'itens de associação');
  atLeast(f.byType.numeric, rules.minNumeric, 'itens de cálculo');
  atLeast(f.experimental, rules.minExperimental, 'itens de atividade experimental');
  if (rules.documentShare !== undefined && f.onDocument < rules.documentShare * f.items)
    problems.push(
      `${f.onDocument} de ${f.items} itens assentam num documento (${pct(f.onDocument / f.items)}); precisa de ${pct(rules.documentShare)}`,
    );
  return problems;
}

/** The guide's figures over a whole subject's multiple choice. */
export function subjectProblems(all: readonly UnitFigures[]): string[] {
  const sum = (k: 'choice' | 'keyLongest' | 'keyEchoesStem' | 'withAbsolute' | 'absoluteInKey') =>
    all.reduce((n, f) => n + f[k], 0);
  const choice = sum('choice');
  const items = all.reduce((n, f) => n + f.items, 0);
  if (choice < MIN_CHOICE_FOR_FIGURES) return [];
  const problems: string[] = [];
  const longest = sum('keyLongest') / choice;
  if (longest > MAX_KEY_LONGEST)
    problems.push(
      `a chave é a opção mais longa em ${pct(longest)} dos itens de escolha múltipla (máximo ${pct(MAX_KEY_LONGEST)})`,
    );
  const echoes = sum('keyEchoesStem') / choice;
  if (echoes > MAX_KEY_ECHOES_STEM)
    problems.push(
      `a chave é a opção que repete mais palavras do enunciado em ${pct(echoes)} dos itens (máximo ${pct(MAX_KEY_ECHOES_STEM)})`,
    );
  const withAbsolute = sum('withAbsolute');
  if (withAbsolute >= 10 && sum('absoluteInKey') / withAbsolute < MIN_ABSOLUTE_IN_KEY)
    problems.push(
      `palavras absolutas (sempre, nunca, apenas…) estão na chave em só ${sum('absoluteInKey')} dos ${withAbsolute} itens que as usam (mínimo ${pct(MIN_ABSOLUTE_IN_KEY)})`,
    );
  for (const letter of OPTION_LETTERS) {
    const share = all.reduce((n, f) => n + f.keys[letter], 0) / choice;
    if (share < KEY_SHARE.min || share > KEY_SHARE.max)
      problems.push(
        `a chave é (${letter}) em ${pct(share)} dos itens (entre ${pct(KEY_SHARE.min)} e ${pct(KEY_SHARE.max)})`,
      );
  }
  const recall = all.reduce((n, f) => n + f.difficulty[0], 0) / items;
  if (recall > MAX_RECALL)
    problems.push(
      `${pct(recall)} dos itens são de dificuldade 1 (memorização); no máximo ${pct(MAX_RECALL)}`,
    );
  return problems;
}

/** Every guide problem of the content: items, documents, units' banks, subjects' figures. */
export function checkGuide(bundle: ContentBundle): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const figuresOf = new Map<string, UnitFigures[]>();
  for (const qf of bundle.questionFiles) {
    const { file } = qf;
    for (const q of qf.questions)
      for (const problem of guideItemProblems(q))
        problems.push({ file, question: q.number, problem });
    for (const d of qf.documents ?? [])
      for (const problem of guideDocumentProblems(d)) problems.push({ file, problem });
    const f = unitFigures(qf.subject, qf.unit, qf.questions);
    figuresOf.set(qf.subject, [...(figuresOf.get(qf.subject) ?? []), f]);
    const subject = bundle.subjects.find((s) => s.id === qf.subject);
    const rules = subject && rulesOf(subject, qf.unit);
    if (rules) for (const problem of bankProblems(f, rules)) problems.push({ file, problem });
  }
  for (const p of bundle.papers) {
    for (const q of p.items)
      for (const problem of guideItemProblems(q))
        problems.push({ file: p.file, question: q.number, problem });
    for (const d of p.documents ?? [])
      for (const problem of guideDocumentProblems(d)) problems.push({ file: p.file, problem });
  }
  for (const [subject, all] of figuresOf)
    for (const problem of subjectProblems(all))
      problems.push({ file: `questions (${subject})`, problem });
  return problems;
}

/** Each unit's figures as a table, and each subject's totals (`check --report`). */
export function guideReport(bundle: ContentBundle): string {
  const head =
    'unidade      itens  EM ord ass num esc  doc%  exp  dif1/2/3   longa eco abs(chave)  A/B/C/D   conceitos repetidos';
  const lines: string[] = [];
  const bySubject = new Map<string, UnitFigures[]>();
  for (const qf of bundle.questionFiles) {
    const f = unitFigures(qf.subject, qf.unit, qf.questions);
    bySubject.set(qf.subject, [...(bySubject.get(qf.subject) ?? []), f]);
  }
  const row = (label: string, f: UnitFigures) =>
    [
      label.padEnd(12),
      String(f.items).padStart(5),
      ' ',
      [f.byType.choice, f.byType.ordering, f.byType.matching, f.byType.numeric, f.byType.written]
        .map((n) => String(n).padStart(3))
        .join(''),
      pct(f.items ? f.onDocument / f.items : 0).padStart(6),
      String(f.experimental).padStart(4),
      `  ${f.difficulty.join('/')}`.padEnd(11),
      pct(f.choice ? f.keyLongest / f.choice : 0).padStart(6),
      pct(f.choice ? f.keyEchoesStem / f.choice : 0).padStart(5),
      `${f.absoluteInKey}/${f.withAbsolute}`.padStart(7),
      `    ${OPTION_LETTERS.map((l) => f.keys[l]).join('/')}`.padEnd(14),
      f.repeatedConcepts.length ? f.repeatedConcepts.join('; ') : '—',
    ].join(' ');
  for (const [subject, all] of bySubject) {
    lines.push(`\n${subject}`, head);
    all.sort((a, b) => a.unit - b.unit);
    for (const f of all) lines.push(row(`  ${f.unit}`, f));
    const total = all.reduce<UnitFigures>(
      (t, f) => ({
        ...t,
        items: t.items + f.items,
        onDocument: t.onDocument + f.onDocument,
        experimental: t.experimental + f.experimental,
        choice: t.choice + f.choice,
        keyLongest: t.keyLongest + f.keyLongest,
        keyEchoesStem: t.keyEchoesStem + f.keyEchoesStem,
        withAbsolute: t.withAbsolute + f.withAbsolute,
        absoluteInKey: t.absoluteInKey + f.absoluteInKey,
        byType: Object.fromEntries(
          ITEM_TYPES.map((k) => [k, t.byType[k] + f.byType[k]]),
        ) as UnitFigures['byType'],
        keys: Object.fromEntries(
          OPTION_LETTERS.map((k) => [k, t.keys[k] + f.keys[k]]),
        ) as UnitFigures['keys'],
        difficulty: t.difficulty.map((n, i) => n + (f.difficulty[i] ?? 0)) as [
          number,
          number,
          number,
        ],
        repeatedConcepts: [],
      }),
      unitFigures(subject, 0, []),
    );
    lines.push(row('  total', total));
  }
  return lines.join('\n');
}
