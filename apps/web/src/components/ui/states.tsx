import type { ReactNode } from 'react';

/** A wait the user can see and a screen reader hears. */
export function LoadingState({ label = 'A carregar…' }: { label?: string }) {
  return (
    <div role="status" className="flex items-center gap-3 py-10 text-slate-600">
      <span
        aria-hidden="true"
        className="size-5 animate-spin rounded-full border-2 border-brand-200 border-t-brand-700"
      />
      <span>{label}</span>
    </div>
  );
}

/** What went wrong, and what the user can do about it. */
export function ErrorState({
  heading,
  message,
  children,
}: {
  heading: string;
  message: string;
  children?: ReactNode;
}) {
  return (
    <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-6">
      <h2 className="text-lg font-bold text-red-800">{heading}</h2>
      <p className="mt-2 text-red-900">{message}</p>
      {children ? <div className="mt-4 flex flex-wrap gap-3">{children}</div> : null}
    </div>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-slate-700">
      {children}
    </div>
  );
}
