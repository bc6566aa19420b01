import type { QuizResult } from '@nota20/core/contracts/quizzes';
import { MESSAGES } from '@nota20/core/messages';
import { OPTION_LETTERS, type OptionLetter } from '@nota20/core/options';
import { ChevronLeft, ChevronRight, Clock } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ZoomableFigure } from '../../../components/ui/zoomable-figure';
import { ApiError } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import type { QuizProgress } from '../api/get-quiz-progress';
import { useSaveAnswer } from '../api/save-answer';
import { useSubmitQuiz } from '../api/submit-quiz';
import { QuestionOptions } from './question-options';
import { clockText, spokenTime, useCountdown } from '../use-countdown';

/** What the results screen receives in the navigation state (spec §2). */
export type ResultsState = { result: QuizResult; discipline: string };

const LAST_MINUTE = 60_000;

function initialAnswers(quiz: QuizProgress): Record<number, OptionLetter> {
  const answers: Record<number, OptionLetter> = {};
  for (const q of quiz.questions) if (q.selected) answers[q.n] = q.selected;
  return answers;
}

/** Keys 1–4 and A–D pick an option, unless the student is typing or a dialog is open. */
function optionForKey(event: KeyboardEvent): OptionLetter | undefined {
  if (event.ctrlKey || event.metaKey || event.altKey) return undefined;
  const target = event.target as HTMLElement | null;
  if (
    target?.closest('textarea, input:not([type=radio]), select, [role=dialog], [role=alertdialog]')
  )
    return undefined;
  const digit = '1234'.indexOf(event.key);
  if (digit >= 0) return OPTION_LETTERS[digit];
  const letter = event.key.toUpperCase();
  return (OPTION_LETTERS as readonly string[]).includes(letter)
    ? (letter as OptionLetter)
    : undefined;
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

/**
 * Spec §2 test screen. The server holds the questions, the answers (each one autosaved) and the
 * deadline; this screen shows them, counts down against the server's clock and submits at zero.
 */
export function QuizScreen({ quiz, subjectName }: { quiz: QuizProgress; subjectName: string }) {
  const navigate = useNavigate();
  const total = quiz.questions.length;
  const [answers, setAnswers] = useState(() => initialAnswers(quiz));
  // Handlers read the latest answers (a key press may pick and go on before a re-render).
  const answersRef = useRef(answers);
  const [index, setIndex] = useState(() =>
    Math.max(
      0,
      quiz.questions.findIndex((q) => !q.selected),
    ),
  );
  const [message, setMessage] = useState('');
  const headingRef = useRef<HTMLHeadingElement>(null);

  // The deadline on this device's clock: the server said what time it was when it answered.
  const left = useCountdown(Date.parse(quiz.deadlineAt) - quiz.clockOffsetMs);

  const submit = useSubmitQuiz(quiz.id, {
    onSuccess: (result) => {
      const state: ResultsState = { result, discipline: quiz.subject };
      void navigate(paths.quizResults, { replace: true, state });
    },
  });
  const submitOnce = useCallback(() => {
    if (submit.isIdle) submit.mutate(answersRef.current);
  }, [submit]);

  const autosave = useSaveAnswer(quiz.id, {
    onError: (error) => {
      // 409: the server says the time is up (or it was already handed in): hand it in now.
      if (error instanceof ApiError && error.status === 409) submitOnce();
    },
  });

  // Spec §4: at zero the test is handed in by itself; the result says the time ran out.
  useEffect(() => {
    if (left === 0) submitOnce();
  }, [left, submitOnce]);

  const question = quiz.questions[index];
  const selected = question ? answers[question.n] : undefined;
  const answeredCount = Object.keys(answers).length;
  const allAnswered = answeredCount === total;
  const isLast = index === total - 1;

  const choose = useCallback(
    (letter: OptionLetter) => {
      if (!question || !question[`option_${letter}`] || !submit.isIdle) return;
      answersRef.current = { ...answersRef.current, [question.n]: letter };
      setAnswers(answersRef.current);
      setMessage('');
      autosave.mutate({ n: question.n, letter });
    },
    [question, submit.isIdle, autosave],
  );

  const goNext = useCallback(() => {
    if (!question) return;
    if (!answersRef.current[question.n]) {
      setMessage(MESSAGES.quizAnswerRequired);
      return;
    }
    if (isLast) {
      if (Object.keys(answersRef.current).length === total) submitOnce();
      return;
    }
    setIndex(index + 1);
  }, [question, isLast, total, index, submitOnce]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const letter = optionForKey(event);
      if (letter) {
        event.preventDefault();
        choose(letter);
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [choose]);

  // A new question takes the focus, so a screen reader reads it; the first one too.
  useEffect(() => {
    headingRef.current?.focus();
  }, [index]);

  useEffect(() => {
    document.title = `Teste de ${subjectName} — Nota20`;
  }, [subjectName]);

  if (!question) return null;
  const lastMinute = left <= LAST_MINUTE;
  const progress = Math.round((answeredCount / total) * 100);

  return (
    <div className="min-h-dvh bg-slate-50">
      <header className="sticky top-0 z-10 border-b border-slate-200 bg-white/95 backdrop-blur">
        <div className="mx-auto flex max-w-3xl items-center gap-3 px-4 py-3">
          <h1 className="sr-only">Teste de {subjectName}</h1>
          <div className="min-w-0 flex-1">
            <p className="text-sm font-semibold text-slate-700">
              Questão {index + 1} de {total}
              <span className="ml-2 font-normal text-slate-600">
                ({answeredCount} respondida{answeredCount === 1 ? '' : 's'})
              </span>
            </p>
            <div
              role="progressbar"
              aria-label="Questões respondidas"
              aria-valuemin={0}
              aria-valuemax={total}
              aria-valuenow={answeredCount}
              aria-valuetext={`${answeredCount} de ${total} respondidas`}
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

      <main className="mx-auto max-w-3xl px-4 py-6">
        <article
          aria-labelledby={`questao-${question.n}`}
          className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
        >
          <h2
            id={`questao-${question.n}`}
            ref={headingRef}
            tabIndex={-1}
            className="text-lg leading-relaxed font-semibold text-slate-900 outline-none sm:text-xl"
          >
            <span className="mb-1 block text-sm font-bold tracking-wider text-brand-700 uppercase">
              Questão {index + 1}
            </span>
            {question.question_text}
          </h2>
          {question.imageURL ? (
            <ZoomableFigure src={question.imageURL} alt={question.imageAlt ?? ''} />
          ) : null}
          <QuestionOptions
            question={question}
            selected={selected}
            onSelect={choose}
            onEnter={goNext}
          />
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

        <nav aria-label="Navegação entre questões" className="mt-5 flex items-center gap-3">
          <button
            type="button"
            onClick={() => setIndex(index - 1)}
            disabled={index === 0}
            aria-label="Questão anterior"
            className="grid size-12 shrink-0 place-items-center rounded-xl border border-slate-300 bg-white text-slate-800 hover:bg-slate-100 disabled:opacity-40"
          >
            <ChevronLeft aria-hidden="true" className="size-6" />
          </button>
          <button
            type="button"
            onClick={goNext}
            disabled={isLast}
            aria-label="Questão seguinte"
            className="grid size-12 shrink-0 place-items-center rounded-xl border border-slate-300 bg-white text-slate-800 hover:bg-slate-100 disabled:opacity-40"
          >
            <ChevronRight aria-hidden="true" className="size-6" />
          </button>
          {/* A long label wraps inside the button; the arrows keep their 48 px. */}
          {isLast ? (
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

        <div aria-live="polite" className="mt-4 text-sm">
          {autosaveFailed(autosave) ? (
            <p className="text-amber-800">{MESSAGES.quizAutosaveOffline}</p>
          ) : null}
          {submit.isPending && left === 0 ? (
            <p className="font-semibold text-slate-800">O tempo acabou. A entregar o teste…</p>
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
                onClick={() => submit.mutate(answersRef.current)}
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
