import type { ItemFields, ItemKeyFields } from '@nota20/core/contracts/items';
import { COLUMN_I_KEYS, COLUMN_II_KEYS, ORDER_LETTERS } from '@nota20/core/item-keys';
import { CriteriaLevels } from './criteria-levels';
import { decimal } from './numbers';

// What an item other than multiple choice shows, and its key: shared by the worksheets and the
// results (the test runner has its own inputs).

/** The five statements of an ordering item. */
export function Statements({ item }: { item: ItemFields }) {
  return (
    <ul className="mt-4 grid gap-2">
      {ORDER_LETTERS.map((letter) =>
        item.statements?.[letter] ? (
          <li
            key={letter}
            className="flex items-start gap-3 rounded-xl border border-slate-200 p-3"
          >
            <span className="grid size-7 shrink-0 place-items-center rounded-full bg-slate-100 text-sm font-bold text-slate-700">
              {letter}
            </span>
            <span className="pt-0.5">{item.statements[letter]}</span>
          </li>
        ) : null,
      )}
    </ul>
  );
}

/** The two columns of a matching item. */
export function Columns({ item }: { item: ItemFields }) {
  return (
    <div className="mt-4 grid gap-4 md:grid-cols-2">
      <div>
        <p className="text-sm font-bold text-slate-900">Coluna I</p>
        <ul className="mt-2 grid gap-2">
          {COLUMN_I_KEYS.map((k) =>
            item.columnI?.[k] ? (
              <li key={k} className="rounded-xl border border-slate-200 p-3">
                <strong>{k})</strong> {item.columnI[k]}
              </li>
            ) : null,
          )}
        </ul>
      </div>
      <div>
        <p className="text-sm font-bold text-slate-900">Coluna II</p>
        <ul className="mt-2 grid gap-2">
          {COLUMN_II_KEYS.map((k) =>
            item.columnII?.[k] ? (
              <li key={k} className="rounded-xl border border-slate-200 p-3">
                <strong>{k}.</strong> {item.columnII[k]}
              </li>
            ) : null,
          )}
        </ul>
      </div>
    </div>
  );
}

/** What kind of answer an item asks, said before it (numeric and written). */
export function AnswerKind({ item }: { item: ItemFields }) {
  if (item.type === 'numeric') {
    return (
      <p className="mt-3 text-sm text-slate-600">
        Resposta numérica{item.unit ? `, em ${item.unit}` : ''}.
      </p>
    );
  }
  if (item.type === 'written') {
    return (
      <p className="mt-3 text-sm text-slate-600">
        Resposta escrita ({item.length ?? 'restrita'}), {item.points} pontos.
      </p>
    );
  }
  return null;
}

/** The key of an item other than multiple choice, as the student reads it once shown. */
export function ItemKey({ item }: { item: ItemFields & ItemKeyFields }) {
  const box = 'mt-4 rounded-xl border border-emerald-600 bg-emerald-50 p-4 text-emerald-950';
  switch (item.type) {
    case 'ordering':
      return (
        <p className={box}>
          <strong>Sequência correta:</strong> {[...(item.correct_order ?? '')].join(' → ')}
        </p>
      );
    case 'matching':
      return (
        <div className={box}>
          <p className="font-semibold">Associações corretas:</p>
          <ul className="mt-1 grid gap-1">
            {Object.entries(item.correct_pairs ?? {}).map(([k, v]) => (
              <li key={k}>
                <strong>
                  {k}) → {v}.
                </strong>{' '}
                {item.columnII?.[v as keyof typeof item.columnII]}
              </li>
            ))}
          </ul>
        </div>
      );
    case 'numeric':
      return (
        <p className={box}>
          <strong>Resposta:</strong> {decimal(item.correct_value ?? 0)}
          {item.unit ? ` ${item.unit}` : ''}
          {item.tolerance ? (
            <span className="text-emerald-900">
              {' '}
              (conta de {decimal(+((item.correct_value ?? 0) - item.tolerance).toFixed(6))} a{' '}
              {decimal(+((item.correct_value ?? 0) + item.tolerance).toFixed(6))})
            </span>
          ) : null}
        </p>
      );
    case 'written':
      return (
        <div className="mt-4 grid gap-3">
          <div className={box.replace('mt-4 ', '')}>
            <p className="font-semibold">Resposta-modelo</p>
            <p className="mt-1 whitespace-pre-line">{item.modelAnswer}</p>
          </div>
          {item.keyIdeas?.length ? (
            <div>
              <p className="font-semibold text-slate-900">Ideias-chave</p>
              <ul className="mt-1 list-disc pl-5 text-slate-700">
                {item.keyIdeas.map((k) => (
                  <li key={k.idea}>{k.idea}</li>
                ))}
              </ul>
            </div>
          ) : null}
          {item.criteria ? (
            <div>
              <p className="font-semibold text-slate-900">Critérios de classificação</p>
              <div className="mt-2">
                <CriteriaLevels criteria={item.criteria} />
              </div>
            </div>
          ) : null}
        </div>
      );
    default:
      return null;
  }
}
