import { useEffect, type ReactNode } from 'react';

/** The page's one h1; it takes focus after navigation so screen readers announce the new page. */
export function PageHeader({
  title,
  eyebrow,
  children,
}: {
  title: string;
  eyebrow?: string | undefined;
  children?: ReactNode;
}) {
  // The tab shows the page (the server sets the same title on the first load).
  useEffect(() => {
    document.title = `${title} — Nota20`;
  }, [title]);
  return (
    <header className="mb-8">
      {eyebrow ? (
        <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">{eyebrow}</p>
      ) : null}
      <h1
        tabIndex={-1}
        data-page-title
        className="mt-1 text-3xl font-extrabold tracking-tight text-slate-900 outline-none sm:text-4xl"
      >
        {title}
      </h1>
      {children ? <div className="mt-3 max-w-2xl text-lg text-slate-600">{children}</div> : null}
    </header>
  );
}
