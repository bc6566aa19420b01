import { normaliseText } from './normalise';
import {
  type ContentBundle,
  type ContentProblem,
  type GlossaryFile,
  ITEM_REF,
  type QuestionFile,
} from './schema';

// The glossary's rules (issue 28): what the tutor says when asked «o que é…», «diferença entre…»
// or «dá-me um exemplo», and the items an «exercício parecido» draws. A program can check that
// a definition has its two to four sentences, that a term is defined once, and that every item
// a term names exists and talks about it; whether it is right is the blind reading's job.

type GlossaryTerm = GlossaryFile['terms'][number];

/** Every form a term goes by, normalised: the term, «Nome (SIGLA)» split in two, the aliases. */
export function termForms(entry: Pick<GlossaryTerm, 'term' | 'aliases'>): string[] {
  const forms = [entry.term, ...entry.aliases];
  const split = /^(.*?)\s*\(([^)]+)\)\s*$/.exec(entry.term);
  if (split) forms.push(split[1] ?? '', split[2] ?? '');
  return [...new Set(forms.map(normaliseText).filter(Boolean))];
}

/** Everything an item says, normalised: what a term's forms are looked for in. */
export function itemWords(q: QuestionFile): string {
  const parts: string[] = [q.concept ?? '', q.text, q.explanation];
  for (const field of ['options', 'statements', 'columnI', 'columnII'] as const) {
    const values = (q as Partial<Record<typeof field, Record<string, string>>>)[field];
    if (values) parts.push(...Object.values(values));
  }
  return ` ${normaliseText(parts.join(' '))} `;
}

/** Whether an item's words contain one of a term's forms, as whole words. */
export const mentions = (words: string, forms: readonly string[]) =>
  forms.some((form) => words.includes(` ${form} `));

const sentences = (text: string) => (text.match(/[.!?](\s|$)/g) ?? []).length;

export function checkGlossary(bundle: ContentBundle): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const items = new Map<string, QuestionFile>();
  for (const qf of bundle.questionFiles)
    for (const q of qf.questions)
      items.set(`${qf.subject}/u${String(qf.unit).padStart(2, '0')}-${q.number}`, q);

  const termsOf = new Map<string, Map<string, string>>();
  const aliases: { subject: string; file: string; term: string; alias: string }[] = [];
  const termNames = new Map<string, string>();
  for (const g of bundle.glossary) {
    const { file } = g;
    const subject = bundle.subjects.find((s) => s.id === g.subject);
    if (!subject) {
      problems.push({ file, problem: `disciplina desconhecida: ${g.subject}` });
      continue;
    }
    if (!subject.units.some((u) => u.number === g.unit))
      problems.push({ file, problem: `a unidade ${g.unit} de ${g.subject} não existe` });
    const names = termsOf.get(g.subject) ?? new Map<string, string>();
    termsOf.set(g.subject, names);
    for (const entry of g.terms) {
      const say = (problem: string) =>
        problems.push({ file, problem: `«${entry.term}»: ${problem}` });
      const key = normaliseText(entry.term);
      const other = names.get(key);
      if (other) say(`termo já definido em ${other}`);
      names.set(key, file);
      const n = sentences(entry.definition);
      if (n < 2 || n > 4) say(`a definição deve ter 2 a 4 frases (tem ${n})`);
      if (entry.definition.length < 120 || entry.definition.length > 600)
        say(`a definição deve ter 120 a 600 caracteres (tem ${entry.definition.length})`);
      const e = sentences(entry.example);
      if (e < 1 || e > 2) say(`o exemplo deve ter 1 ou 2 frases (tem ${e})`);
      const forms = termForms(entry);
      for (const alias of entry.aliases)
        aliases.push({ subject: g.subject, file, term: entry.term, alias });
      termNames.set(`${g.subject}/${key}`, entry.term);
      for (const ref of entry.items) {
        const [, unitNumber] = ITEM_REF.exec(ref) ?? [];
        const q = items.get(`${g.subject}/${ref}`);
        if (!q) say(`${ref}: a unidade ${Number(unitNumber)} não tem essa pergunta`);
        else if (!mentions(itemWords(q), forms))
          say(`${ref}: a pergunta não fala do termo (nem das formas em «aliases»)`);
      }
    }
  }
  // An alias that is another term's name would make «o que é…» ambiguous.
  for (const a of aliases) {
    const other = termNames.get(`${a.subject}/${normaliseText(a.alias)}`);
    if (other && other !== a.term)
      problems.push({
        file: a.file,
        problem: `«${a.term}»: o sinónimo «${a.alias}» é o termo «${other}»`,
      });
  }
  // Each subject that asks for a glossary has one of the size it says.
  for (const subject of bundle.subjects) {
    const min = subject.glossary?.minTerms;
    const count = termsOf.get(subject.id)?.size ?? 0;
    if (min !== undefined && count < min)
      problems.push({
        file: 'glossary',
        problem: `${subject.id}: o glossário tem ${count} termos (mínimo ${min})`,
      });
  }
  return problems;
}
