import type { QuizResult } from '@nota20/core/contracts/quizzes';
import { feedbackFor, MASTERY_ESTIMATE_MINUTES } from '@nota20/core/grading';
import { OPTION_LETTERS } from '@nota20/core/options';
import { Check, Clock, Timer, X } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button';
import { GradeBadge } from '../../../components/ui/grade-badge';
import { ZoomableFigure } from '../../../components/ui/zoomable-figure';
import { paths } from '../../../lib/paths';
import type { ReactNode } from 'react';
import { TutorPanel } from './tutor-panel';

export type ReviewedQuestion = QuizResult['questions'][number];

const dateFormat = new Intl.DateTimeFormat('pt-PT', { dateStyle: 'long', timeStyle: 'short' });

function duration(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return m === 0 ? `${s} s` : `${m} min ${String(s).padStart(2, '0')} s`;
}

function Review({ question, actions }: { question: ReviewedQuestion; actions?: ReactNode }) {
  const headingId = `revisao-${question.n}`;
  return (
    <li>
      <article
        aria-labelledby={headingId}
        className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
      >
        <h3 id={headingId} className="font-semibold text-slate-900">
          <span
            className={`mr-2 inline-flex items-center gap-1 rounded-lg px-2 py-0.5 text-sm font-bold ${
              question.isCorrect ? 'bg-emerald-50 text-emerald-800' : 'bg-red-50 text-red-800'
            }`}
          >
            {question.isCorrect ? (
              <Check aria-hidden="true" className="size-4" />
            ) : (
              <X aria-hidden="true" className="size-4" />
            )}
            {question.n}. {question.isCorrect ? 'Certa' : 'Errada'}
          </span>
          {question.question_text}
        </h3>
        {question.imageURL ? (
          <ZoomableFigure src={question.imageURL} alt={question.imageAlt ?? ''} />
        ) : null}
        <ul className="mt-3 grid gap-2">
          {OPTION_LETTERS.map((letter) => {
            const text = question.options[letter];
            if (!text) return null;
            const correct = question.correct_option === letter;
            const chosen = question.selectedAnswer === letter;
            return (
              <li
                key={letter}
                className={`flex items-start gap-3 rounded-xl border p-3 ${
                  correct
                    ? 'border-emerald-600 bg-emerald-50 text-emerald-950'
                    : chosen
                      ? 'border-red-500 bg-red-50 text-red-950'
                      : 'border-slate-200 text-slate-700'
                }`}
              >
                <span aria-hidden="true" className="font-bold">
                  {letter}
                </span>
                <span>
                  <span className="sr-only">Opção {letter}: </span>
                  {text}
                  {correct ? (
                    <strong className="ml-2 font-semibold text-emerald-800">
                      (resposta correta)
                    </strong>
                  ) : null}
                  {chosen && !correct ? (
                    <strong className="ml-2 font-semibold text-red-800">(a tua resposta)</strong>
                  ) : null}
                  {chosen && correct ? <span className="sr-only"> (a tua resposta)</span> : null}
                </span>
              </li>
            );
          })}
        </ul>
        {question.selectedAnswer === null ? (
          <p className="mt-2 text-sm font-semibold text-red-800">Ficou sem resposta.</p>
        ) : null}
        <p className="mt-3 rounded-xl bg-slate-50 p-4 text-slate-700">
          <span className="font-semibold text-slate-900">Explicação: </span>
          {question.explanation}
        </p>
        {actions}
      </article>
    </li>
  );
}

/**
 * A graded test: the grade and what it means first, then each question with the student's
 * answer, the correct one and its explanation (spec §2 results screen and history view).
 */
export function QuizResultView({
  result,
  subjectName,
  showMasteryEstimate,
  questionActions,
}: {
  result: QuizResult;
  subjectName: string;
  showMasteryEstimate: boolean;
  /** What the page adds under each question («Reportar esta pergunta»). */
  questionActions?: (question: ReviewedQuestion) => ReactNode;
}) {
  const wrong = result.questions.filter((q) => !q.isCorrect).length;
  return (
    <>
      {result.timeExpired ? (
        <p
          role="status"
          className="mb-4 flex items-center gap-2 rounded-xl border border-amber-300 bg-amber-50 p-4 font-medium text-amber-900"
        >
          <Timer aria-hidden="true" className="size-5 shrink-0" />O tempo acabou: o teste foi
          entregue automaticamente.
        </p>
      ) : null}
      <section
        aria-label="Nota"
        className="grid gap-5 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:grid-cols-[auto_1fr] sm:items-center"
      >
        <div className="text-center sm:text-left">
          <p className="text-sm font-semibold text-slate-600">A tua nota</p>
          <p className="mt-1">
            <GradeBadge grade={result.grade} large />
          </p>
        </div>
        <div>
          <p className="text-lg font-semibold text-slate-900">{feedbackFor(result.grade)}</p>
          <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-2 text-slate-700">
            <li>
              Acertaste <strong>{result.correct}</strong> de <strong>{result.total}</strong> (
              {result.scorePercent}%)
            </li>
            <li className="flex items-center gap-1">
              <Clock aria-hidden="true" className="size-4" /> Demoraste{' '}
              {duration(result.resolutionTime)}
            </li>
            {showMasteryEstimate ? (
              <li>
                Tempo estimado para dominar: <strong>{MASTERY_ESTIMATE_MINUTES} minutos</strong>
              </li>
            ) : null}
          </ul>
          <p className="mt-2 text-sm text-slate-600">
            {subjectName} · entregue a {dateFormat.format(new Date(result.finishTime))}
            {result.livesRemoved ? ' · esta negativa gastou uma vida' : ''}
          </p>
        </div>
      </section>

      <div className="mt-5 flex flex-wrap gap-3">
        {result.planId ? (
          <ButtonLink to={paths.planProgress(result.planId)}>Voltar ao plano</ButtonLink>
        ) : null}
        <ButtonLink to={paths.practice} variant={result.planId ? 'secondary' : 'primary'}>
          Novo Teste
        </ButtonLink>
        <ButtonLink to={paths.app} variant="secondary">
          Dashboard
        </ButtonLink>
      </div>

      <div className="mt-8">
        <TutorPanel result={result} discipline={result.subject} />
      </div>

      <section aria-labelledby="revisao" className="mt-10">
        <h2 id="revisao" className="text-xl font-bold text-slate-900">
          Revisão das perguntas
        </h2>
        <p className="mt-1 text-slate-600">
          {wrong === 0
            ? 'Acertaste em todas. Lê as explicações para fixar a matéria.'
            : `Falhaste ${wrong}: começa pelas explicações dessas.`}
        </p>
        <ol className="mt-4 grid gap-4">
          {result.questions.map((q) => (
            <Review key={q.n} question={q} actions={questionActions?.(q)} />
          ))}
        </ol>
      </section>
    </>
  );
}
