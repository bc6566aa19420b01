import type { StartQuiz } from '@nota20/core/contracts/quizzes';

/** What Praticar chooses; it travels in the runner's address (spec: type, count, time, subject). */
export type QuizChoice =
  | {
      type: 'random' | 'unit';
      subject: string;
      count: number;
      minutes: number;
      /** Thematic tests: the main unit first, then up to 2 extra ones. */
      units?: readonly number[];
    }
  /** A prova-modelo: its items, points and time are the paper's own. */
  | { type: 'paper'; subject: string; paperId: string }
  /** «Refazer erros» and «Revisão de hoje»: the items are the student's own, chosen by the server. */
  | { type: 'mistakes'; subject: string }
  | { type: 'review'; subject: string }
  /** The tutor's «exercício parecido»: items on one glossary term, the unseen ones first. */
  | { type: 'similar'; subject: string; term: number };

export function quizSearch(choice: QuizChoice): string {
  if (choice.type === 'similar')
    return `?${new URLSearchParams({ type: 'similar', subject: choice.subject, term: String(choice.term) }).toString()}`;
  if (choice.type === 'mistakes' || choice.type === 'review')
    return `?${new URLSearchParams({ type: choice.type, subject: choice.subject }).toString()}`;
  if (choice.type === 'paper') {
    const params = new URLSearchParams({
      type: 'paper',
      subject: choice.subject,
      paper: choice.paperId,
    });
    return `?${params.toString()}`;
  }
  const params = new URLSearchParams({
    type: choice.type,
    count: String(choice.count),
    time: String(choice.minutes),
    subject: choice.subject,
  });
  if (choice.type === 'unit' && choice.units?.length) params.set('units', choice.units.join(','));
  return `?${params.toString()}`;
}

const wholeNumber = (value: string | null) =>
  value !== null && /^\d{1,3}$/.test(value) ? Number(value) : undefined;

/**
 * The start request for the runner's address. Only the shape is read here: the server checks the
 * subject, clamps the count and the time, and answers with the spec's message when something is off.
 */
export function startRequestFrom(search: URLSearchParams): StartQuiz {
  const count = wholeNumber(search.get('count'));
  const minutes = wholeNumber(search.get('time'));
  const subject = search.get('subject') || undefined;
  if (search.get('type') === 'paper') {
    const paperId = search.get('paper') ?? '';
    return {
      type: 'paper',
      ...(subject ? { subject } : {}),
      ...(/^[a-z0-9-]{1,80}$/.test(paperId) ? { paperId } : {}),
    };
  }
  const type = search.get('type');
  if (type === 'mistakes' || type === 'review')
    return { type, subject: subject ?? '', ...(count === undefined ? {} : { count }) };
  if (type === 'similar')
    return {
      type,
      subject: subject ?? '',
      term: Number(/^\d{1,9}$/.exec(search.get('term') ?? '')?.[0] ?? 0),
    };
  const common = {
    ...(subject ? { subject } : {}),
    ...(count === undefined ? {} : { count }),
    ...(minutes === undefined ? {} : { minutes }),
  };
  if (search.get('type') === 'unit') {
    const units = (search.get('units') ?? '')
      .split(',')
      .map((u) => wholeNumber(u.trim()))
      .filter((u): u is number => u !== undefined && u > 0);
    return { type: 'unit', ...common, units };
  }
  return { type: 'random', ...common };
}

/** The type named in the address, if it is not one the runner knows (spec §8: unknown type). */
export function unknownType(search: URLSearchParams): string | undefined {
  const type = search.get('type');
  return type !== null &&
    !['random', 'unit', 'paper', 'mistakes', 'review', 'similar'].includes(type)
    ? type
    : undefined;
}
