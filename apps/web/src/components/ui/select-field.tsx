import { useId, type ReactNode } from 'react';

type Option = { value: string; label: string };

/**
 * A labelled native select: on phones it opens the system picker, which students know and
 * which works with every screen reader (see docs/decisions/002-native-select.md).
 */
export function SelectField({
  label,
  value,
  onChange,
  options,
  placeholder,
  hint,
  error,
  name,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly Option[];
  placeholder: string;
  hint?: ReactNode;
  /** What is wrong with the choice, said under the field and tied to it for screen readers. */
  error?: string | undefined;
  name?: string;
}) {
  const id = useId();
  const errorId = `${id}-erro`;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-slate-800">
        {label}
      </label>
      <select
        id={id}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className="min-h-11 w-full rounded-xl border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm hover:border-brand-600 aria-invalid:border-red-600"
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {hint ? <p className="text-sm text-slate-600">{hint}</p> : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
