import type { Subject } from '@nota20/core/contracts/subjects';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/text-field';
import { failureMessage } from '../../../lib/api-client';
import { useReview } from '../api/get-review';
import { useSetExamDate } from '../api/set-exam-date';
import { examDayText } from './learning-cards';

/** One subject's exam date: the 1.ª fase date (or the student's own), and a field to change it. */
function ExamDateField({ subject }: { subject: Subject }) {
  const review = useReview(subject.id);
  const save = useSetExamDate();
  const [date, setDate] = useState<string>();
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string }>();
  const id = useId();
  const current = review.data?.examDate ?? '';
  return (
    <form
      className="flex flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-4"
      onSubmit={async (event) => {
        event.preventDefault();
        const chosen = date ?? current;
        if (!chosen) return setMessage({ tone: 'error', text: 'Escolhe uma data.' });
        try {
          await save.mutateAsync({ subject: subject.id, date: chosen });
          setMessage({ tone: 'success', text: `Data guardada: ${examDayText(chosen)}.` });
        } catch (caught) {
          setMessage({
            tone: 'error',
            text: failureMessage(caught, 'Não foi possível guardar. Tenta novamente.', [400]),
          });
        }
      }}
    >
      <label htmlFor={id} className="text-sm font-semibold text-slate-800">
        {subject.name}
      </label>
      <p className="text-sm text-slate-600">
        {review.isPending
          ? 'A carregar…'
          : review.data?.examDate
            ? review.data.examDateOwn
              ? 'A data que escolheste.'
              : review.data.examDateEstimated
                ? 'Data prevista: a 1.ª fase do ano passado, um ano depois (a oficial ainda não saiu).'
                : 'A data da 1.ª fase do exame nacional.'
            : 'Sem data de exame.'}
      </p>
      {message ? <FormMessage tone={message.tone}>{message.text}</FormMessage> : null}
      <div className="flex flex-wrap items-center gap-3">
        <input
          id={id}
          type="date"
          value={date ?? current}
          onChange={(e) => {
            setDate(e.target.value);
            setMessage(undefined);
          }}
          className="min-h-11 rounded-xl border border-slate-300 bg-white px-3"
        />
        <Button type="submit" variant="secondary" disabled={save.isPending}>
          {save.isPending ? 'A guardar…' : 'Guardar data'}
        </Button>
      </div>
    </form>
  );
}

/**
 * «Datas dos exames» (issue 27): the day each subject's review is scheduled toward. It starts as
 * the 1.ª fase date and each student can change it.
 */
export function ExamDatesForm({ subjects }: { subjects: readonly Subject[] }) {
  return (
    <section aria-labelledby="datas-exames" className="flex max-w-lg flex-col gap-4">
      <h2 id="datas-exames" className="text-xl font-bold text-slate-900">
        Datas dos exames
      </h2>
      <p className="text-slate-600">
        A revisão espaçada marca as perguntas para que as recordes melhor no dia do exame.
      </p>
      {subjects.map((s) => (
        <ExamDateField key={s.id} subject={s} />
      ))}
    </section>
  );
}
