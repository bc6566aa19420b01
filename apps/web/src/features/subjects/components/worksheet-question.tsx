import type { WorksheetQuestion } from '@nota20/core/contracts/subjects';
import { OPTION_LETTERS } from '@nota20/core/options';
import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { AnswerKind, Columns, ItemKey, Statements } from '../../../components/items/item-parts';
import { ZoomableFigure } from '../../../components/ui/zoomable-figure';

/** One worksheet question; with answers shown, the correct option carries a check mark. */
export function WorksheetQuestionCard({
  question,
  showAnswers,
  actions,
}: {
  question: WorksheetQuestion;
  showAnswers: boolean;
  /** What the page adds under the question («Reportar esta pergunta»). */
  actions?: ReactNode;
}) {
  const headingId = `questao-${question.questionNumber}`;
  return (
    <article
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id={headingId} className="text-sm font-semibold uppercase tracking-wider text-brand-700">
        Questão {question.questionNumber}
      </h2>
      <p className="mt-2 text-lg leading-relaxed text-slate-900">{question.question_text}</p>
      {question.imageURL ? (
        <ZoomableFigure src={question.imageURL} alt={question.imageAlt ?? ''} />
      ) : null}
      {question.type === 'ordering' ? <Statements item={question} /> : null}
      {question.type === 'matching' ? <Columns item={question} /> : null}
      <AnswerKind item={question} />
      {question.type !== 'choice' && showAnswers ? <ItemKey item={question} /> : null}
      <ul className="mt-4 grid gap-2">
        {OPTION_LETTERS.map((letter) => {
          const text = question[`option_${letter}`];
          if (!text || question.type !== 'choice') return null;
          const correct = showAnswers && question.correct_option === letter;
          return (
            <li
              key={letter}
              data-correct={correct || undefined}
              className={`flex items-start gap-3 rounded-xl border p-3 ${
                correct ? 'border-emerald-600 bg-emerald-50 text-emerald-950' : 'border-slate-200'
              }`}
            >
              <span
                aria-hidden="true"
                className={`grid size-7 shrink-0 place-items-center rounded-full text-sm font-bold ${
                  correct ? 'bg-emerald-700 text-white' : 'bg-slate-100 text-slate-700'
                }`}
              >
                {correct ? <Check className="size-4" /> : letter}
              </span>
              <span className="pt-0.5">
                <span className="sr-only">Opção {letter}: </span>
                {text}
                {correct ? (
                  <strong className="ml-2 font-semibold text-emerald-800">
                    (resposta correta)
                  </strong>
                ) : null}
              </span>
            </li>
          );
        })}
      </ul>
      {showAnswers ? (
        <p className="mt-4 rounded-xl bg-slate-50 p-4 text-slate-700">
          <span className="font-semibold text-slate-900">Explicação: </span>
          {question.explanation}
        </p>
      ) : null}
      {actions}
    </article>
  );
}
