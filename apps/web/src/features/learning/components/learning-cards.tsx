import { BookX, CalendarClock } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button, ButtonLink } from '../../../components/ui/button';
import { paths } from '../../../lib/paths';
import { useMistakes } from '../api/get-mistakes';
import { useReview } from '../api/get-review';

const dayFormat = new Intl.DateTimeFormat('pt-PT', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
/** «16 de junho de 2027» from YYYY-MM-DD. */
export const examDayText = (date: string) => dayFormat.format(new Date(`${date}T00:00:00Z`));

const items = (n: number) => (n === 1 ? '1 pergunta' : `${n} perguntas`);

function Card({
  icon,
  title,
  children,
  actions,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  actions: ReactNode;
}) {
  return (
    <li className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      {icon}
      <h2 className="mt-3 text-xl font-bold text-slate-900">{title}</h2>
      <div className="mt-2 flex-1 text-slate-600" aria-live="polite">
        {children}
      </div>
      <div className="mt-5 flex flex-wrap gap-3">{actions}</div>
    </li>
  );
}

/**
 * «Revisão de hoje» (issue 27): how many answered items are due today, one tap to review them,
 * and the exam they are scheduled toward with the recall expected on the day.
 */
export function ReviewCard({ subjectId, onStart }: { subjectId: string; onStart: () => void }) {
  const review = useReview(subjectId);
  const data = review.data;
  return (
    <Card
      icon={<CalendarClock aria-hidden="true" className="size-8 text-brand-700" />}
      title="Revisão de hoje"
      actions={
        <>
          <Button disabled={!data?.due} onClick={onStart}>
            Começar revisão
          </Button>
          <ButtonLink variant="secondary" to={paths.settingsPage('preferences')}>
            Mudar a data do exame
          </ButtonLink>
        </>
      }
    >
      {review.isPending ? (
        <p>A carregar…</p>
      ) : review.isError || !data ? (
        <p>Não foi possível carregar a revisão. Tenta mais tarde.</p>
      ) : (
        <>
          <p className="text-lg font-semibold text-slate-900">
            {data.due > 0
              ? `${items(data.due)} para rever hoje`
              : data.cards > 0
                ? 'Nada para rever hoje.'
                : 'Ainda não respondeste a perguntas desta disciplina.'}
          </p>
          {data.examDate ? (
            <p className="mt-1">
              Exame a {examDayText(data.examDate)}
              {data.examDateEstimated ? ' (data prevista)' : ''}
              {data.daysToExam !== null ? ` · faltam ${data.daysToExam} dias` : ''}.
            </p>
          ) : null}
          {data.expectedRecallOnExamDay !== null ? (
            <p className="mt-1">
              No dia do exame, deves lembrar-te de{' '}
              <strong className="text-slate-900">{data.expectedRecallOnExamDay}%</strong> das{' '}
              {items(data.cards)} que já respondeste se fizeres as revisões marcadas
              {data.recallOnExamDayWithoutReview !== null
                ? ` (sem mais revisões, de ${data.recallOnExamDayWithoutReview}%)`
                : ''}
              .
            </p>
          ) : null}
        </>
      )}
    </Card>
  );
}

/** «Os meus erros» (issue 27): how many items are in the notebook, redo them, or see them. */
export function MistakesCard({ subjectId, onStart }: { subjectId: string; onStart: () => void }) {
  const mistakes = useMistakes(subjectId);
  const count = mistakes.data?.items.length ?? 0;
  return (
    <Card
      icon={<BookX aria-hidden="true" className="size-8 text-brand-700" />}
      title="Os meus erros"
      actions={
        <>
          <Button disabled={count === 0} onClick={onStart}>
            Refazer erros
          </Button>
          <ButtonLink variant="secondary" to={paths.mistakes(subjectId)}>
            Ver os meus erros
          </ButtonLink>
        </>
      }
    >
      {mistakes.isPending ? (
        <p>A carregar…</p>
      ) : mistakes.isError ? (
        <p>Não foi possível carregar os teus erros. Tenta mais tarde.</p>
      ) : (
        <p>
          {count > 0
            ? `${items(count)} que erraste ou deixaste em branco. Cada uma sai do caderno quando a acertares em dois dias diferentes.`
            : 'O teu caderno de erros está vazio. As perguntas que errares ou deixares em branco aparecem aqui.'}
        </p>
      )}
    </Card>
  );
}

/** Praticar's row of the student's own practice: today's review and the mistakes notebook. */
export function LearningCards({
  subjectId,
  onStart,
}: {
  subjectId: string;
  /** Starts «Revisão de hoje» or «Refazer erros» (the runner belongs to the quizzes feature). */
  onStart: (type: 'review' | 'mistakes') => void;
}) {
  return (
    <section aria-label="A tua revisão" className="mt-8">
      <ul className="grid gap-4 md:grid-cols-2">
        <ReviewCard subjectId={subjectId} onStart={() => onStart('review')} />
        <MistakesCard subjectId={subjectId} onStart={() => onStart('mistakes')} />
      </ul>
    </section>
  );
}
