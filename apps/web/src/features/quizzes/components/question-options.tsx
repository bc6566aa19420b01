import type { StartedQuiz } from '@nota20/core/contracts/quizzes';
import { OPTION_LETTERS, type OptionLetter } from '@nota20/core/options';
import type { KeyboardEvent } from 'react';

type Question = StartedQuiz['questions'][number];

/**
 * The options as a native radio group: Tab reaches it, arrows move between options, Enter goes
 * on (keys 1–4 and A–D are handled by the test screen, wherever the focus is).
 */
export function QuestionOptions({
  question,
  selected,
  onSelect,
  onEnter,
}: {
  question: Question;
  selected: OptionLetter | undefined;
  onSelect: (letter: OptionLetter) => void;
  onEnter: () => void;
}) {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      onEnter();
    }
  };
  return (
    <fieldset className="mt-6">
      <legend className="sr-only">Opções da questão {question.n}</legend>
      <div className="grid gap-3">
        {OPTION_LETTERS.map((letter) => {
          const text = question[`option_${letter}`];
          if (!text) return null;
          const checked = selected === letter;
          return (
            <label
              key={letter}
              className={`flex min-h-14 cursor-pointer items-start gap-3 rounded-xl border-2 p-3 transition-colors has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600 motion-reduce:transition-none ${
                checked
                  ? 'border-brand-700 bg-brand-50 text-slate-900'
                  : 'border-slate-200 bg-white text-slate-800 hover:border-brand-300'
              }`}
            >
              <input
                type="radio"
                name={`questao-${question.n}`}
                value={letter}
                checked={checked}
                onChange={() => onSelect(letter)}
                onKeyDown={onKeyDown}
                className="sr-only"
              />
              <span
                aria-hidden="true"
                className={`grid size-8 shrink-0 place-items-center rounded-full text-sm font-bold ${
                  checked ? 'bg-brand-700 text-white' : 'bg-slate-100 text-slate-700'
                }`}
              >
                {letter}
              </span>
              <span className="pt-1">
                <span className="sr-only">Opção {letter}: </span>
                {text}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
