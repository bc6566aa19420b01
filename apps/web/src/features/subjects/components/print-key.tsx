import type { WorksheetQuestion } from '@nota20/core/contracts/subjects';
import { ItemKey } from '../../../components/items/item-parts';

/**
 * The worksheet's key as it prints (issue 27), rendered only while printing (the page asks
 * matchMedia('print')): on a page of its own after the questions, each question's key and
 * explanation, so a printed sheet can be done first and corrected after.
 */
export function PrintKey({ items }: { items: readonly WorksheetQuestion[] }) {
  return (
    <section className="print:break-before-page">
      <h2 className="text-xl font-bold">Soluções</h2>
      <ol className="mt-4 grid gap-3">
        {items.map((q) => (
          <li key={q.id} className="break-inside-avoid">
            <p className="font-semibold">
              Questão {q.questionNumber}
              {q.type === 'choice' && q.correct_option ? `: (${q.correct_option})` : ''}
            </p>
            {q.type !== 'choice' ? <ItemKey item={q} /> : null}
            <p className="mt-1 text-sm">{q.explanation}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
