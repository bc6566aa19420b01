import type { DocumentInfo } from '@nota20/core/contracts/items';
import type { QuizResult } from '@nota20/core/contracts/quizzes';
import { type Answer, ORDER_LETTERS, type OrderLetter } from '@nota20/core/items';
import { MESSAGES } from '@nota20/core/messages';
import { OPTION_LETTERS, type OptionLetter } from '@nota20/core/options';
import { ChevronLeft, ChevronRight, Clock, Flag } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { DocumentGroup } from '../../../components/items/document-view';
import { pointsText } from '../../../components/items/numbers';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ZoomableFigure } from '../../../components/ui/zoomable-figure';
import { ApiError } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import {
  type Answers,
  handInAnswers,
  isAnswered,
  noAnswer,
  type RunnerQuestion,
  savedAnswers,
  sendable,
} from '../answers';
import type { QuizProgress } from '../api/get-quiz-progress';
import { useSaveAnswer } from '../api/save-answer';
import { useSubmitQuiz } from '../api/submit-quiz';
import { clockText, spokenTime, useCountdown } from '../use-countdown';
import { MatchingInput, NumericInput, OrderingInput, WrittenInput } from './item-inputs';
import { PaperNavigator, useMarks } from './paper-navigator';
import { QuestionOptions } from './question-options';

/** What the results screen receives in the navigation state (spec §2). */
export type ResultsState = { result: QuizResult; discipline: string };

const LAST_MINUTE = 60_000;
/** A number or a text being typed is saved once the student pauses. */
const TYPING_PAUSE_MS = 700;

/** A key press the runner may take: none while typing, choosing in a select or in a dialog. */
function shortcutKey(event: KeyboardEvent): string | undefined {
  if (event.ctrlKey || event.metaKey || event.altKey) return undefined;
  const target = event.target as HTMLElement | null;
  if (
    target?.closest('textarea, input:not([type=radio]), select, [role=dialog], [role=alertdialog]')
  )
    return undefined;
  return event.key;
}

/** Keys 1–4 and A–D pick an option of a multiple-choice item. */
function optionForKey(key: string): OptionLetter | undefined {
  const digit = '1234'.indexOf(key);
  if (digit >= 0) return OPTION_LETTERS[digit];
  const letter = key.toUpperCase();
  return (OPTION_LETTERS as readonly string[]).includes(letter)
    ? (letter as OptionLetter)
    : undefined;
}

/** Keys A–E place (or take out) a statement of an ordering item. */
function statementForKey(key: string): OrderLetter | undefined {
  const letter = key.toUpperCase();
  return (ORDER_LETTERS as readonly string[]).includes(letter)
    ? (letter as OrderLetter)
    : undefined;
}

/** The document of each group, from the first item that carries it. */
function documentsOf(questions: readonly RunnerQuestion[]): Map<string, DocumentInfo> {
  const documents = new Map<string, DocumentInfo>();
  for (const q of questions) if (q.groupId && q.document) documents.set(q.groupId, q.document);
  return documents;
}

/**
 * Whether to say the answers are not reaching the server: a save that failed (but for a 409,
 * which hands the test in), or one that got no answer at all and is still being tried again.
 */
function autosaveFailed({ error, failureReason }: ReturnType<typeof useSaveAnswer>): boolean {
  if (error) return !(error instanceof ApiError && error.status === 409);
  return failureReason instanceof ApiError && failureReason.status === 0;
}

function ExitButton() {
  const navigate = useNavigate();
  return (
    <ConfirmDialog
      triggerClassName="min-h-11 rounded-xl border border-slate-300 px-4 text-sm font-bold text-slate-800 hover:bg-slate-100"
      trigger="SAIR"
      title={MESSAGES.quizExitConfirm}
      description={MESSAGES.quizExitWarning}
      cancel="VOLTAR"
      confirm="SAIR"
      onConfirm={() => void navigate(paths.practice, { replace: true })}
    />
  );
}

/** The input of one item, by its type. */
function ItemInput({
  question,
  answer,
  onAnswer,
  onEnter,
}: {
  question: RunnerQuestion;
  answer: Answer | undefined;
  onAnswer: (answer: Answer, typing?: boolean) => void;
  onEnter: () => void;
}) {
  switch (question.type) {
    case 'choice':
      return (
        <QuestionOptions
          question={question}
          selected={(answer && 'selected' in answer && answer.selected) || undefined}
          onSelect={(letter) => onAnswer({ selected: letter })}
          onEnter={onEnter}
        />
      );
    case 'ordering':
      return (
        <OrderingInput
          question={question}
          order={(answer && 'order' in answer && answer.order) || ''}
          onChange={(order) => onAnswer({ order })}
        />
      );
    case 'matching':
      return (
        <MatchingInput
          question={question}
          pairs={(answer && 'pairs' in answer && answer.pairs) || {}}
          onChange={(pairs) => onAnswer({ pairs })}
        />
      );
    case 'numeric':
      return (
        <NumericInput
          question={question}
          value={(answer && 'value' in answer && answer.value) || ''}
          onChange={(value) => onAnswer({ value }, true)}
          onEnter={onEnter}
        />
      );
    case 'written':
      return (
        <WrittenInput
          question={question}
          text={(answer && 'text' in answer && answer.text) || ''}
          onChange={(text) => onAnswer({ text }, true)}
        />
      );
  }
}

/** An item beside its document (from a tablet up), or under it on a phone. */
function WithDocument({
  document,
  children,
}: {
  document: DocumentInfo | undefined;
  children: ReactNode;
}) {
  return document ? <DocumentGroup document={document}>{children}</DocumentGroup> : children;
}

/**
 * Spec §2 test screen, and the prova-modelo's. The server holds the questions, the answers
 * (each one autosaved) and the deadline; this screen shows them, counts down against the
 * server's clock and submits at zero. A test goes item by item, each answered before the next;
 * a paper lets the student move freely, mark items to revisit, and hand in when they choose.
 */
export function QuizScreen({ quiz, subjectName }: { quiz: QuizProgress; subjectName: string }) {
  const navigate = useNavigate();
  const isPaper = quiz.type === 'paper';
  const total = quiz.questions.length;
  const [answers, setAnswers] = useState<Answers>(() => savedAnswers(quiz.questions));
  // Handlers read the latest answers (a key press may pick and go on before a re-render).
  const answersRef = useRef(answers);
  const [index, setIndex] = useState(() =>
    Math.max(
      0,
      quiz.questions.findIndex((q) => !isAnswered(q, answers[q.n])),
    ),
  );
  const [message, setMessage] = useState('');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const documents = useMemo(() => documentsOf(quiz.questions), [quiz.questions]);
  const { marks, toggle: toggleMark } = useMarks(quiz.id);

  // The deadline on this device's clock: the server said what time it was when it answered.
  const left = useCountdown(Date.parse(quiz.deadlineAt) - quiz.clockOffsetMs);

  const submit = useSubmitQuiz(quiz.id, {
    onSuccess: (result) => {
      const state: ResultsState = { result, discipline: quiz.subject };
      void navigate(paths.quizResults, { replace: true, state });
    },
  });
  // Typing waits for a pause before it is saved; the hand-in carries whatever is on screen.
  const typingTimers = useRef(new Map<number, number>());
  const handingIn = useRef(false);
  const submitOnce = useCallback(() => {
    if (!submit.isIdle) return;
    for (const timer of typingTimers.current.values()) window.clearTimeout(timer);
    typingTimers.current.clear();
    handingIn.current = true;
    submit.mutate(handInAnswers(answersRef.current));
  }, [submit]);

  const autosave = useSaveAnswer(quiz.id, {
    handedIn: () => handingIn.current,
    onError: (error) => {
      // 409: the server says the time is up (or it was already handed in): hand it in now.
      if (error instanceof ApiError && error.status === 409) submitOnce();
    },
  });
  // What the server was last sent for each item: the same answer is not sent twice.
  const lastSent = useRef(new Map<number, string>());
  const save = useCallback(
    (n: number) => {
      typingTimers.current.delete(n);
      const answer = answersRef.current[n];
      if (!answer) return;
      const body = sendable(answer);
      const sent = JSON.stringify(body);
      if (lastSent.current.get(n) === sent) return;
      lastSent.current.set(n, sent);
      autosave.mutate({ n, answer: body });
    },
    [autosave],
  );
  useEffect(() => {
    for (const q of quiz.questions) {
      const answer = answersRef.current[q.n] ?? noAnswer(q);
      lastSent.current.set(q.n, JSON.stringify(sendable(answer)));
    }
  }, [quiz.questions]);

  // Spec §4: at zero the test is handed in by itself; the result says the time ran out.
  useEffect(() => {
    if (left === 0) submitOnce();
  }, [left, submitOnce]);

  const question = quiz.questions[index];
  const answer = question ? answers[question.n] : undefined;
  const answeredOf = (q: RunnerQuestion) => isAnswered(q, answers[q.n]);
  const answeredCount = quiz.questions.filter(answeredOf).length;
  const allAnswered = answeredCount === total;
  const isLast = index === total - 1;

  const setAnswer = useCallback(
    (n: number, next: Answer, typing = false) => {
      if (!submit.isIdle) return;
      answersRef.current = { ...answersRef.current, [n]: next };
      setAnswers(answersRef.current);
      setMessage('');
      const pending = typingTimers.current.get(n);
      if (pending !== undefined) window.clearTimeout(pending);
      if (typing)
        typingTimers.current.set(
          n,
          window.setTimeout(() => save(n), TYPING_PAUSE_MS),
        );
      else save(n);
    },
    [submit.isIdle, save],
  );

  const goTo = useCallback(
    (next: number) => {
      // Leaving an item saves what was being typed in it.
      if (question && typingTimers.current.has(question.n)) {
        window.clearTimeout(typingTimers.current.get(question.n));
        save(question.n);
      }
      setMessage('');
      setIndex(next);
    },
    [question, save],
  );

  const goNext = useCallback(() => {
    if (!question) return;
    if (isPaper) {
      if (!isLast) goTo(index + 1);
      return;
    }
    if (!isAnswered(question, answersRef.current[question.n])) {
      setMessage(MESSAGES.quizAnswerRequired);
      return;
    }
    if (isLast) {
      if (quiz.questions.every((q) => isAnswered(q, answersRef.current[q.n]))) submitOnce();
      return;
    }
    goTo(index + 1);
  }, [question, isPaper, isLast, quiz.questions, index, goTo, submitOnce]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const key = shortcutKey(event);
      if (!key || !question) return;
      if (question.type === 'choice') {
        const letter = optionForKey(key);
        if (!letter || !question[`option_${letter}`]) return;
        event.preventDefault();
        setAnswer(question.n, { selected: letter });
      } else if (question.type === 'ordering') {
        const letter = statementForKey(key);
        if (!letter || !question.statements?.[letter]) return;
        event.preventDefault();
        const current = answersRef.current[question.n];
        const order = (current && 'order' in current && current.order) || '';
        setAnswer(question.n, {
          order: order.includes(letter) ? order.replace(letter, '') : `${order}${letter}`,
        });
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [question, setAnswer]);

  // A new question takes the focus, so a screen reader reads it; the first one too.
  useEffect(() => {
    headingRef.current?.focus();
  }, [index]);

  useEffect(() => {
    document.title = `${isPaper ? 'Prova-modelo' : 'Teste'} de ${subjectName} — Nota20`;
  }, [isPaper, subjectName]);

  if (!question) return null;
  const lastMinute = left <= LAST_MINUTE;
  const progress = Math.round((answeredCount / total) * 100);
  const unanswered = total - answeredCount;
  const noun = isPaper ? 'Item' : 'Questão';
  const shared = question.groupId ? documents.get(question.groupId) : undefined;
  const marked = marks.has(question.n);

  const handIn = (
    <ConfirmDialog
      triggerClassName="ml-auto inline-flex min-h-12 items-center justify-center rounded-xl bg-brand-700 px-5 text-center leading-snug font-bold text-white hover:bg-brand-800 disabled:opacity-50"
      triggerDisabled={!submit.isIdle}
      trigger={submit.isPending ? 'A entregar…' : 'Entregar prova'}
      title="Entregar a prova?"
      description={
        unanswered === 0
          ? 'Respondeste a todos os itens. Depois de entregares, já não podes mudar as respostas.'
          : `Tens ${unanswered} ${unanswered === 1 ? 'item' : 'itens'} por responder. Depois de entregares, já não podes mudar as respostas.`
      }
      cancel="VOLTAR"
      confirm="ENTREGAR"
      onConfirm={submitOnce}
    />
  );

  return (
    <div className="min-h-dvh bg-slate-50">
      <header className="sticky top-0 z-10 border-b border-slate-200 bg-white/95 backdrop-blur">
        <div
          className={`mx-auto flex items-center gap-3 px-4 py-3 ${shared ? 'max-w-6xl' : 'max-w-3xl'}`}
        >
          <h1 className="sr-only">
            {isPaper ? 'Prova-modelo' : 'Teste'} de {subjectName}
          </h1>
          <div className="min-w-0 flex-1">
            <p className="text-sm font-semibold text-slate-700">
              {noun} {index + 1} de {total}
              <span className="ml-2 font-normal text-slate-600">
                ({answeredCount} respondid{isPaper ? 'o' : 'a'}
                {answeredCount === 1 ? '' : 's'})
              </span>
            </p>
            <div
              role="progressbar"
              aria-label={isPaper ? 'Itens respondidos' : 'Questões respondidas'}
              aria-valuemin={0}
              aria-valuemax={total}
              aria-valuenow={answeredCount}
              aria-valuetext={`${answeredCount} de ${total} respondid${isPaper ? 'o' : 'a'}s`}
              className="mt-1.5 h-2 rounded-full bg-slate-200"
            >
              <div
                className="h-2 rounded-full bg-brand-700 transition-[width] motion-reduce:transition-none"
                style={{ width: `${progress}%` }}
              />
            </div>
          </div>
          <p
            role="timer"
            aria-label={`Tempo restante: ${spokenTime(left)}`}
            className={`flex min-h-11 items-center gap-1.5 rounded-xl px-3 font-mono text-lg font-bold tabular-nums ${
              lastMinute ? 'bg-red-50 text-red-800' : 'text-slate-800'
            }`}
          >
            <Clock aria-hidden="true" className="size-5" />
            {clockText(left)}
          </p>
          <ExitButton />
        </div>
        {/* Announced once, not every second. */}
        <p className="sr-only" aria-live="polite">
          {lastMinute && left > 0 ? 'Falta menos de um minuto.' : ''}
        </p>
      </header>

      <main className={`mx-auto px-4 py-6 ${shared ? 'max-w-6xl' : 'max-w-3xl'}`}>
        <WithDocument document={shared}>
          <article
            aria-labelledby={`questao-${question.n}`}
            className="min-w-0 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
          >
            {isPaper ? (
              <p className="mb-2 flex flex-wrap items-center gap-2 text-sm">
                <span className="rounded-full bg-slate-100 px-2.5 py-0.5 font-semibold text-slate-800">
                  {pointsText(question.points)}
                </span>
                {question.optional ? (
                  <span className="rounded-full bg-amber-100 px-2.5 py-0.5 font-semibold text-amber-950">
                    Opcional
                  </span>
                ) : null}
              </p>
            ) : null}
            <h2
              id={`questao-${question.n}`}
              ref={headingRef}
              tabIndex={-1}
              className="text-lg leading-relaxed font-semibold whitespace-pre-line text-slate-900 outline-none sm:text-xl"
            >
              <span className="mb-1 block text-sm font-bold tracking-wider text-brand-700 uppercase">
                {noun} {index + 1}
              </span>
              {question.question_text}
            </h2>
            {question.imageURL ? (
              <ZoomableFigure src={question.imageURL} alt={question.imageAlt ?? ''} />
            ) : null}
            <ItemInput
              key={question.n}
              question={question}
              answer={answer}
              onAnswer={(next, typing) => setAnswer(question.n, next, typing)}
              onEnter={goNext}
            />
            {isPaper ? (
              <button
                type="button"
                aria-pressed={marked}
                onClick={() => toggleMark(question.n)}
                className={`mt-5 inline-flex min-h-11 items-center gap-2 rounded-xl border px-4 text-sm font-semibold ${
                  marked
                    ? 'border-amber-400 bg-amber-50 text-amber-950'
                    : 'border-slate-300 text-slate-800 hover:bg-slate-100'
                }`}
              >
                <Flag aria-hidden="true" className="size-4" />
                Marcar para rever
              </button>
            ) : null}
            <div aria-live="assertive" className="mt-4">
              {message ? (
                <p
                  role="alert"
                  className="rounded-xl border border-amber-300 bg-amber-50 p-3 font-medium text-amber-900"
                >
                  {message}
                </p>
              ) : null}
            </div>
          </article>
        </WithDocument>

        <nav
          aria-label={isPaper ? 'Navegação entre itens' : 'Navegação entre questões'}
          className="mt-5 flex items-center gap-3"
        >
          <button
            type="button"
            onClick={() => goTo(index - 1)}
            disabled={index === 0}
            aria-label={isPaper ? 'Item anterior' : 'Questão anterior'}
            className="grid size-12 shrink-0 place-items-center rounded-xl border border-slate-300 bg-white text-slate-800 hover:bg-slate-100 disabled:opacity-40"
          >
            <ChevronLeft aria-hidden="true" className="size-6" />
          </button>
          <button
            type="button"
            onClick={goNext}
            disabled={isLast}
            aria-label={isPaper ? 'Item seguinte' : 'Questão seguinte'}
            className="grid size-12 shrink-0 place-items-center rounded-xl border border-slate-300 bg-white text-slate-800 hover:bg-slate-100 disabled:opacity-40"
          >
            <ChevronRight aria-hidden="true" className="size-6" />
          </button>
          {/* A long label wraps inside the button; the arrows keep their 48 px. */}
          {isPaper ? (
            handIn
          ) : isLast ? (
            <Button
              onClick={goNext}
              disabled={!allAnswered || !submit.isIdle}
              className="ml-auto min-h-12 min-w-0 text-center leading-snug"
            >
              {submit.isPending
                ? 'A entregar…'
                : allAnswered
                  ? 'Finalizar Teste'
                  : MESSAGES.quizFinishDisabled}
            </Button>
          ) : (
            <Button onClick={goNext} className="ml-auto min-h-12 min-w-0 text-center leading-snug">
              Próxima Questão
            </Button>
          )}
        </nav>

        {isPaper ? (
          <PaperNavigator
            numbers={quiz.questions.map((q) => q.n)}
            current={question.n}
            answered={(n) => quiz.questions.some((q) => q.n === n && answeredOf(q))}
            marks={marks}
            onGo={(n) => goTo(quiz.questions.findIndex((q) => q.n === n))}
          />
        ) : null}

        <div aria-live="polite" className="mt-4 text-sm">
          {autosaveFailed(autosave) ? (
            <p className="text-amber-800">{MESSAGES.quizAutosaveOffline}</p>
          ) : null}
          {submit.isPending && left === 0 ? (
            <p className="font-semibold text-slate-800">O tempo acabou. A entregar…</p>
          ) : null}
          {submit.isError ? (
            <div
              role="alert"
              className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-900"
            >
              <p>{MESSAGES.quizSaveFailed}</p>
              <Button
                variant="secondary"
                className="mt-3"
                onClick={() => submit.mutate(handInAnswers(answersRef.current))}
              >
                Tentar novamente
              </Button>
            </div>
          ) : null}
        </div>
      </main>
    </div>
  );
}
