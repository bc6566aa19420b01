import type { QuizResult } from '@nota20/core/contracts/quizzes';
import { COLUMN_I_KEYS, ORDER_LETTERS } from '@nota20/core/item-keys';
import { Check, X } from 'lucide-react';
import { useState } from 'react';
import { ItemKey } from '../../../components/items/item-parts';
import { pointsText } from '../../../components/items/numbers';
import { Button } from '../../../components/ui/button';
import { useAssessAnswer } from '../api/assess-answer';

// How a handed-in item beyond multiple choice is reviewed: the student's answer beside the key
// and, for a written answer, the criteria and the student's own assessment.

export type ReviewedQuestion = QuizResult['questions'][number];

/** Whether the student left the item without an answer. */
export function unanswered(q: ReviewedQuestion): boolean {
  switch (q.type) {
    case 'choice':
      return q.selectedAnswer === null;
    case 'ordering':
      return !q.order;
    case 'matching':
      return !q.pairs || Object.keys(q.pairs).length === 0;
    case 'numeric':
      return !q.value;
    case 'written':
      return !q.text;
  }
}

/** The chip before the item: right, partly right, wrong, or waiting for the student's levels. */
export function verdictOf(q: ReviewedQuestion): {
  label: string;
  tone: 'right' | 'partial' | 'wrong' | 'pending';
} {
  if (q.status === 'pending-self-assessment') return { label: 'Por autoavaliar', tone: 'pending' };
  if (q.isCorrect) return { label: 'Certa', tone: 'right' };
  if (q.pointsAwarded > 0) return { label: 'Parcialmente certa', tone: 'partial' };
  return { label: 'Errada', tone: 'wrong' };
}

function OrderingReview({ q }: { q: ReviewedQuestion }) {
  return (
    <>
      <ul className="mt-3 grid gap-2">
        {ORDER_LETTERS.map((letter) =>
          q.statements?.[letter] ? (
            <li key={letter} className="flex gap-3 rounded-xl border border-slate-200 p-3">
              <strong aria-hidden="true">{letter}</strong>
              <span>
                <span className="sr-only">Afirmação {letter}: </span>
                {q.statements[letter]}
              </span>
            </li>
          ) : null,
        )}
      </ul>
      {q.order ? (
        <p className="mt-3 text-slate-800">
          <strong>A tua sequência:</strong>{' '}
          <span className="font-mono tracking-wider">{[...q.order].join(' → ')}</span>
        </p>
      ) : null}
    </>
  );
}

function MatchingReview({ q }: { q: ReviewedQuestion }) {
  return (
    <div className="mt-3 overflow-x-auto rounded-xl border border-slate-200">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">As tuas associações e as corretas</caption>
        <thead className="bg-slate-50">
          <tr>
            <th scope="col" className="px-3 py-2">
              Coluna I
            </th>
            <th scope="col" className="px-3 py-2">
              A tua
            </th>
            <th scope="col" className="px-3 py-2">
              Correta
            </th>
          </tr>
        </thead>
        <tbody>
          {COLUMN_I_KEYS.filter((k) => q.columnI?.[k]).map((k) => {
            const mine = q.pairs?.[k];
            const right = q.correct_pairs?.[k];
            const ok = mine !== undefined && mine === right;
            return (
              <tr key={k} className="border-t border-slate-200 align-top">
                <th scope="row" className="px-3 py-2 font-normal">
                  <strong>{k})</strong> {q.columnI?.[k]}
                </th>
                <td
                  className={`px-3 py-2 font-semibold whitespace-nowrap ${ok ? 'text-emerald-800' : 'text-red-800'}`}
                >
                  {ok ? (
                    <Check aria-hidden="true" className="mr-1 inline size-4" />
                  ) : (
                    <X aria-hidden="true" className="mr-1 inline size-4" />
                  )}
                  {mine ?? '—'}
                  <span className="sr-only">{ok ? ' (certa)' : ' (errada)'}</span>
                </td>
                <td className="px-3 py-2 font-semibold whitespace-nowrap text-emerald-800">
                  {right}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The student's level per parameter of a written item's criteria. The points count from the
 * moment it is saved; the student may change it later.
 */
function SelfAssessment({ quizId, q }: { quizId: string; q: ReviewedQuestion }) {
  const assess = useAssessAnswer(quizId);
  const [levels, setLevels] = useState<Record<string, number>>(() => ({ ...q.assessment }));
  const [message, setMessage] = useState('');
  const criteria = q.criteria ?? [];
  const missing = criteria.filter((p) => levels[p.id] === undefined);
  return (
    <form
      className="mt-4 rounded-2xl border-2 border-brand-200 bg-brand-50/50 p-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (missing.length > 0) {
          setMessage(`Escolhe um nível em: ${missing.map((p) => p.name).join(', ')}.`);
          return;
        }
        setMessage('');
        assess.mutate({ n: q.n, levels });
      }}
    >
      <h4 className="font-bold text-slate-900">A tua autoavaliação</h4>
      <p className="mt-1 text-sm text-slate-700">
        Compara a tua resposta com a resposta-modelo e os critérios, e escolhe o nível em que ela
        está. É a tua avaliação que conta.
      </p>
      {criteria.map((p) => (
        <fieldset key={p.id} className="mt-4">
          <legend className="font-semibold text-slate-900">{p.name}</legend>
          <div className="mt-2 grid gap-2">
            {[...p.levels].reverse().map((l) => (
              <label
                key={l.level}
                className="flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border border-slate-200 bg-white p-3 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
              >
                <input
                  type="radio"
                  name={`nivel-${q.n}-${p.id}`}
                  checked={levels[p.id] === l.level}
                  onChange={() => setLevels({ ...levels, [p.id]: l.level })}
                  className="mt-1 size-4 accent-brand-700"
                />
                <span className="text-sm text-slate-700">
                  <strong className="block text-base text-slate-900">
                    Nível {l.level} · {pointsText(l.points)}
                  </strong>
                  {l.descriptor}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      ))}
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={assess.isPending}>
          {assess.isPending
            ? 'A guardar…'
            : q.status === 'graded'
              ? 'Mudar a autoavaliação'
              : 'Guardar autoavaliação'}
        </Button>
        <p aria-live="polite" className="text-sm">
          {assess.isSuccess && !message ? (
            <span className="font-semibold text-emerald-800">
              Guardado: {pointsText(q.pointsAwarded)} neste item.
            </span>
          ) : null}
        </p>
      </div>
      {message || assess.isError ? (
        <p role="alert" className="mt-3 font-medium text-red-800">
          {message || assess.error?.message}
        </p>
      ) : null}
    </form>
  );
}

/** The student's answer and the key of an item beyond multiple choice. */
export function ItemReview({ quizId, q }: { quizId: string; q: ReviewedQuestion }) {
  return (
    <>
      {q.type === 'ordering' ? <OrderingReview q={q} /> : null}
      {q.type === 'matching' ? <MatchingReview q={q} /> : null}
      {q.type === 'numeric' && q.value ? (
        <p className="mt-3 text-slate-800">
          <strong>A tua resposta:</strong> {q.value}
          {q.unit ? ` ${q.unit}` : ''}
        </p>
      ) : null}
      {q.type === 'written' && q.text ? (
        <div className="mt-3">
          <p className="font-semibold text-slate-900">A tua resposta</p>
          <p className="mt-1 rounded-xl border border-slate-200 bg-white p-3 whitespace-pre-line text-slate-800">
            {q.text}
          </p>
        </div>
      ) : null}
      {q.type === 'matching' ? null : <ItemKey item={q} />}
      {q.type === 'written' && q.text ? <SelfAssessment quizId={quizId} q={q} /> : null}
    </>
  );
}
