import {
  COLUMN_I_KEYS,
  COLUMN_II_KEYS,
  type ColumnIKey,
  type ColumnIIKey,
  ORDER_LETTERS,
  type OrderLetter,
  parseDecimal,
  WRITTEN_MAX,
} from '@nota20/core/items';
import { useId, type KeyboardEvent } from 'react';
import type { RunnerQuestion } from '../answers';

// The test runner's inputs for the types beyond multiple choice. Each works by keyboard and
// screen reader with native controls: buttons for ordering (never drag only), a select per
// pair for matching, a text field for a number, a text area for a written answer.

const onEnterGo = (onEnter: () => void) => (event: KeyboardEvent) => {
  if (event.key === 'Enter') {
    event.preventDefault();
    onEnter();
  }
};

/**
 * Ordering: the student presses the statements in the order they go (or types their letters);
 * pressing a placed one takes it out. The sequence so far is shown and read out.
 */
export function OrderingInput({
  question,
  order,
  onChange,
}: {
  question: RunnerQuestion;
  order: string;
  onChange: (order: string) => void;
}) {
  const letters = ORDER_LETTERS.filter((l) => question.statements?.[l]);
  const place = (letter: OrderLetter) =>
    onChange(order.includes(letter) ? order.replace(letter, '') : `${order}${letter}`);
  const hintId = useId();
  return (
    <fieldset className="mt-6" aria-describedby={hintId}>
      <legend className="font-semibold text-slate-900">Ordena as afirmações</legend>
      <p id={hintId} className="mt-1 text-sm text-slate-600">
        Carrega nas afirmações pela ordem certa (ou escreve as letras). Carregar numa já colocada
        tira-a da sequência.
      </p>
      <ul className="mt-3 grid gap-2">
        {letters.map((letter) => {
          const position = order.indexOf(letter);
          const placed = position >= 0;
          return (
            <li key={letter}>
              <button
                type="button"
                aria-pressed={placed}
                onClick={() => place(letter)}
                className={`flex min-h-14 w-full items-start gap-3 rounded-xl border-2 p-3 text-left transition-colors motion-reduce:transition-none ${
                  placed
                    ? 'border-brand-700 bg-brand-50 text-slate-900'
                    : 'border-slate-200 bg-white text-slate-800 hover:border-brand-300'
                }`}
              >
                <span
                  aria-hidden="true"
                  className="grid size-8 shrink-0 place-items-center rounded-full bg-slate-100 text-sm font-bold text-slate-700"
                >
                  {letter}
                </span>
                <span className="flex-1 pt-1">
                  <span className="sr-only">Afirmação {letter}: </span>
                  {question.statements?.[letter]}
                  {placed ? <span className="sr-only"> (posição {position + 1})</span> : null}
                </span>
                <span
                  aria-hidden="true"
                  className={`grid size-8 shrink-0 place-items-center rounded-lg text-sm font-bold ${
                    placed ? 'bg-brand-700 text-white' : 'border border-dashed border-slate-300'
                  }`}
                >
                  {placed ? position + 1 : ''}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <p
          aria-live="polite"
          className="font-mono text-lg font-bold tracking-widest text-slate-900"
        >
          <span className="sr-only">Sequência: </span>
          {order ? [...order].join(' → ') : <span className="text-slate-400">—</span>}
          {order.length > 0 && order.length < letters.length ? (
            <span className="ml-2 font-sans text-sm font-normal tracking-normal text-slate-600">
              ({order.length} de {letters.length})
            </span>
          ) : null}
        </p>
        {order ? (
          <button
            type="button"
            onClick={() => onChange('')}
            className="ml-auto min-h-11 rounded-xl border border-slate-300 px-4 text-sm font-semibold text-slate-800 hover:bg-slate-100"
          >
            Limpar sequência
          </button>
        ) : null}
      </div>
    </fieldset>
  );
}

/** Matching: Coluna II to read, then one select per item of Coluna I. */
export function MatchingInput({
  question,
  pairs,
  onChange,
}: {
  question: RunnerQuestion;
  pairs: Partial<Record<ColumnIKey, ColumnIIKey>>;
  onChange: (pairs: Partial<Record<ColumnIKey, ColumnIIKey>>) => void;
}) {
  const id = useId();
  const columnII = COLUMN_II_KEYS.filter((k) => question.columnII?.[k]);
  return (
    <div className="mt-6 grid gap-5">
      <div>
        <p className="font-semibold text-slate-900">Coluna II</p>
        <ol className="mt-2 grid gap-1.5">
          {columnII.map((k) => (
            <li key={k} className="rounded-xl border border-slate-200 bg-slate-50 px-3 py-2">
              <strong>{k}.</strong> {question.columnII?.[k]}
            </li>
          ))}
        </ol>
      </div>
      <fieldset>
        <legend className="font-semibold text-slate-900">
          Associa a cada elemento da Coluna I um número da Coluna II
        </legend>
        <div className="mt-2 grid gap-3">
          {COLUMN_I_KEYS.filter((k) => question.columnI?.[k]).map((k) => (
            <div key={k} className="rounded-xl border border-slate-200 p-3">
              <label htmlFor={`${id}-${k}`} className="block text-slate-900">
                <strong>{k})</strong> {question.columnI?.[k]}
              </label>
              <select
                id={`${id}-${k}`}
                value={pairs[k] ?? ''}
                onChange={(event) => {
                  const next = { ...pairs };
                  const value = event.target.value as ColumnIIKey | '';
                  if (value) next[k] = value;
                  else delete next[k];
                  onChange(next);
                }}
                className="mt-2 min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-slate-900"
              >
                <option value="">— escolhe —</option>
                {columnII.map((n) => (
                  <option key={n} value={n}>
                    {n}. {question.columnII?.[n]}
                  </option>
                ))}
              </select>
            </div>
          ))}
        </div>
      </fieldset>
    </div>
  );
}

/** A calculation's result: a number with a comma or a point, in the item's unit. */
export function NumericInput({
  question,
  value,
  onChange,
  onEnter,
}: {
  question: RunnerQuestion;
  value: string;
  onChange: (value: string) => void;
  onEnter: () => void;
}) {
  const id = useId();
  const unreadable = value.trim() !== '' && Number.isNaN(parseDecimal(value));
  return (
    <div className="mt-6">
      <label htmlFor={id} className="font-semibold text-slate-900">
        A tua resposta{question.unit ? ` (em ${question.unit})` : ''}
      </label>
      <div className="mt-2 flex items-center gap-2">
        <input
          id={id}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          maxLength={40}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={onEnterGo(onEnter)}
          aria-invalid={unreadable || undefined}
          aria-describedby={`${id}-hint`}
          className="min-h-12 w-full max-w-60 rounded-xl border-2 border-slate-300 px-3 font-mono text-lg tabular-nums focus:border-brand-700"
        />
        {question.unit ? (
          <span className="font-semibold text-slate-700">{question.unit}</span>
        ) : null}
      </div>
      <p
        id={`${id}-hint`}
        className={`mt-2 text-sm ${unreadable ? 'font-medium text-amber-900' : 'text-slate-600'}`}
      >
        {unreadable
          ? 'Isto não é um número: escreve só algarismos, com vírgula ou ponto (ex.: 2,5).'
          : 'Escreve só o número, com vírgula ou ponto (ex.: 2,5).'}
      </p>
    </div>
  );
}

/** A written answer, up to the server's limit, with what is left of it. */
export function WrittenInput({
  question,
  text,
  onChange,
}: {
  question: RunnerQuestion;
  text: string;
  onChange: (text: string) => void;
}) {
  const id = useId();
  const rows = question.length === 'extensa' ? 12 : question.length === 'curta' ? 4 : 8;
  return (
    <div className="mt-6">
      <label htmlFor={id} className="font-semibold text-slate-900">
        A tua resposta
      </label>
      <textarea
        id={id}
        rows={rows}
        maxLength={WRITTEN_MAX}
        value={text}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={`${id}-count`}
        className="mt-2 w-full rounded-xl border-2 border-slate-300 p-3 leading-relaxed focus:border-brand-700"
      />
      <p id={`${id}-count`} className="mt-1 text-right text-sm text-slate-600">
        {text.length} / {WRITTEN_MAX} caracteres
      </p>
    </div>
  );
}
