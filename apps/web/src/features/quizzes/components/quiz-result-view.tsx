import type { QuizResult } from '@nota20/core/contracts/quizzes';
import { feedbackFor, MASTERY_ESTIMATE_MINUTES } from '@nota20/core/grading';
import { OPTION_LETTERS } from '@nota20/core/options';
import { Check, Clock, Timer, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { runsOf } from '../../../components/items/groups';
import { DocumentView } from '../../../components/items/document-view';
import { decimal, pointsText } from '../../../components/items/numbers';
import { ButtonLink } from '../../../components/ui/button';
import { GradeBadge } from '../../../components/ui/grade-badge';
import { ZoomableFigure } from '../../../components/ui/zoomable-figure';
import { paths } from '../../../lib/paths';
import { ItemReview, type ReviewedQuestion, unanswered, verdictOf } from './item-review';

export type { ReviewedQuestion } from './item-review';

const TONE_CLASSES = {
  right: 'bg-emerald-50 text-emerald-800',
  partial: 'bg-amber-50 text-amber-900',
  pending: 'bg-sky-50 text-sky-900',
  wrong: 'bg-red-50 text-red-800',
} as const;

/** A paper's grade out of 20: its points ÷ 10, with one decimal (pt-PT comma). */
const paperGradeText = (points: number) => (points / 10).toFixed(1).replace('.', ',');

const dateFormat = new Intl.DateTimeFormat('pt-PT', { dateStyle: 'long', timeStyle: 'short' });

function duration(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return m === 0 ? `${s} s` : `${m} min ${String(s).padStart(2, '0')} s`;
}

function Review({
  quizId,
  question,
  isPaper,
  actions,
}: {
  quizId: string;
  question: ReviewedQuestion;
  isPaper: boolean;
  actions?: ReactNode;
}) {
  const headingId = `revisao-${question.n}`;
  const verdict = verdictOf(question);
  const showPoints = isPaper || question.type !== 'choice';
  return (
    <li>
      <article
        aria-labelledby={headingId}
        className="min-w-0 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
      >
        <h3 id={headingId} className="font-semibold whitespace-pre-line text-slate-900">
          <span
            className={`mr-2 inline-flex items-center gap-1 rounded-lg px-2 py-0.5 text-sm font-bold ${TONE_CLASSES[verdict.tone]}`}
          >
            {verdict.tone === 'right' ? (
              <Check aria-hidden="true" className="size-4" />
            ) : verdict.tone === 'wrong' ? (
              <X aria-hidden="true" className="size-4" />
            ) : null}
            {question.n}. {verdict.label}
          </span>
          {question.question_text}
        </h3>
        {showPoints ? (
          <p className="mt-2 flex flex-wrap gap-2 text-sm">
            <span className="rounded-full bg-slate-100 px-2.5 py-0.5 font-semibold text-slate-800">
              {question.status === 'pending-self-assessment'
                ? `? de ${pointsText(question.points)}`
                : `${pointsText(question.pointsAwarded)} de ${question.points}`}
            </span>
            {question.optional ? (
              <span
                className={`rounded-full px-2.5 py-0.5 font-semibold ${
                  question.counted
                    ? 'bg-emerald-50 text-emerald-900'
                    : 'bg-slate-100 text-slate-600'
                }`}
              >
                {question.counted ? 'Opcional · conta' : 'Opcional · não conta'}
              </span>
            ) : null}
          </p>
        ) : null}
        {question.imageURL ? (
          <ZoomableFigure src={question.imageURL} alt={question.imageAlt ?? ''} />
        ) : null}
        {question.type === 'choice' ? (
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
        ) : (
          <ItemReview quizId={quizId} q={question} />
        )}
        {unanswered(question) ? (
          <p className="mt-2 text-sm font-semibold text-red-800">Ficou sem resposta.</p>
        ) : null}
        {question.explanation ? (
          <p className="mt-3 rounded-xl bg-slate-50 p-4 text-slate-700">
            <span className="font-semibold text-slate-900">Explicação: </span>
            {question.explanation}
          </p>
        ) : null}
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
  tutor,
}: {
  result: QuizResult;
  subjectName: string;
  showMasteryEstimate: boolean;
  /** The tutor about this test (the tutor feature's, given by the page). */
  tutor?: ReactNode;
  /** What the page adds under each question («Reportar esta pergunta»). */
  questionActions?: (question: ReviewedQuestion) => ReactNode;
}) {
  const isPaper = result.type === 'paper';
  const wrong = result.questions.filter(
    (q) => !q.isCorrect && q.status === 'graded' && q.pointsAwarded === 0,
  ).length;
  const pending = result.questions.filter((q) => q.status === 'pending-self-assessment');
  const optional = result.questions.filter((q) => q.optional);
  const points = result.points ?? 0;
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
            <GradeBadge
              grade={result.grade}
              large
              {...(isPaper ? { text: paperGradeText(points) } : {})}
            />
          </p>
        </div>
        <div>
          <p className="text-lg font-semibold text-slate-900">
            {pending.length > 0
              ? 'Falta a tua autoavaliação para a nota ficar completa.'
              : feedbackFor(result.grade)}
          </p>
          <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-2 text-slate-700">
            {isPaper ? (
              <li>
                <strong>{decimal(points)}</strong> de{' '}
                <strong>{result.maxPoints ?? 200} pontos</strong>
                {optional.length > 0 ? (
                  <>
                    {' '}
                    (contam os {result.bestOptional} melhores dos {optional.length} itens opcionais)
                  </>
                ) : null}
              </li>
            ) : (
              <li>
                Acertaste <strong>{result.correct}</strong> de <strong>{result.total}</strong> (
                {result.scorePercent}%)
              </li>
            )}
            {pending.length > 0 ? (
              <li className="font-semibold text-sky-900">
                {pending.length} {pending.length === 1 ? 'item' : 'itens'} por autoavaliar (até{' '}
                {pointsText(result.pendingPoints ?? 0)} por atribuir)
              </li>
            ) : null}
            <li className="flex items-center gap-1">
              <Clock aria-hidden="true" className="size-4" /> Demoraste{' '}
              {duration(result.resolutionTime)}
            </li>
            {showMasteryEstimate && !isPaper ? (
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

      {tutor ? <div className="mt-8">{tutor}</div> : null}

      <section aria-labelledby="revisao" className="mt-10">
        <h2 id="revisao" className="text-xl font-bold text-slate-900">
          {isPaper ? 'Revisão dos itens' : 'Revisão das perguntas'}
        </h2>
        <p className="mt-1 text-slate-600">
          {pending.length > 0
            ? 'Nas respostas escritas, compara a tua com a resposta-modelo e escolhe o teu nível em cada parâmetro.'
            : wrong === 0
              ? 'Não falhaste nenhuma. Lê as explicações para fixar a matéria.'
              : `Falhaste ${wrong}: começa pelas explicações dessas.`}
        </p>
        <div className="mt-4 grid gap-6">
          {runsOf(result.questions).map((run) => {
            const list = (
              <ol className="grid gap-4">
                {run.items.map((q) => (
                  <Review
                    key={q.n}
                    quizId={result.id}
                    question={q}
                    isPaper={isPaper}
                    actions={questionActions?.(q)}
                  />
                ))}
              </ol>
            );
            return run.document ? (
              <section
                key={run.items[0]?.n}
                aria-label={`Documento: ${run.document.title}`}
                className="grid gap-4"
              >
                <div className="min-w-0 rounded-2xl border border-brand-200 bg-brand-50/60 p-4 sm:p-5">
                  <DocumentView document={run.document} />
                </div>
                {list}
              </section>
            ) : (
              <div key={run.items[0]?.n}>{list}</div>
            );
          })}
        </div>
      </section>
    </>
  );
}
