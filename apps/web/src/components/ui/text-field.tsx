import { forwardRef, useId, type ComponentPropsWithoutRef, type ReactNode } from 'react';

type TextFieldProps = ComponentPropsWithoutRef<'input'> & {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
};

/** A labelled input whose error and hint are announced with it (aria-describedby). */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, className = '', ...props },
  ref,
) {
  const id = useId();
  const describedBy = [error ? `${id}-error` : '', hint ? `${id}-hint` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-slate-800">
        {label}
      </label>
      <input
        ref={ref}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={`min-h-11 rounded-xl border bg-white px-3 py-2 text-base text-slate-900 shadow-sm read-only:bg-slate-100 read-only:text-slate-600 ${
          error ? 'border-red-600' : 'border-slate-300 hover:border-brand-600'
        } ${className}`}
        {...props}
      />
      {hint ? (
        <div id={`${id}-hint`} className="text-sm text-slate-600">
          {hint}
        </div>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
});

/** A form-level message: what went wrong or what went right, announced when it appears. */
export function FormMessage({
  tone,
  children,
}: {
  tone: 'error' | 'success';
  children: ReactNode;
}) {
  return (
    <p
      role={tone === 'error' ? 'alert' : 'status'}
      className={`rounded-xl border p-3 text-sm font-medium ${
        tone === 'error'
          ? 'border-red-200 bg-red-50 text-red-800'
          : 'border-emerald-200 bg-emerald-50 text-emerald-900'
      }`}
    >
      {children}
    </p>
  );
}
