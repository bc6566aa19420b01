import { PageHeader } from '../../../components/ui/page-header';
import { contactEmail } from '../contact-email';

export type InfoContent = {
  readonly title: string;
  readonly dateLabel?: string;
  readonly intro: readonly string[];
  readonly sections: readonly {
    readonly id?: string;
    readonly title: string;
    readonly paragraphs: readonly string[];
  }[];
};

/** A long text page (terms, privacy, about, credits); {email} becomes the contact address. */
export function InfoPage({ content }: { content: InfoContent }) {
  const email = contactEmail() ?? 'o endereço de contacto no fundo da página';
  const fill = (text: string) => text.replaceAll('{email}', email);
  return (
    <article className="max-w-3xl">
      <PageHeader title={content.title} eyebrow={content.dateLabel}>
        {content.intro.map((p) => (
          <p key={p} className="mt-2 first:mt-0">
            {fill(p)}
          </p>
        ))}
      </PageHeader>
      {content.sections.length > 4 ? (
        <nav aria-label="Índice" className="mb-10 rounded-2xl border border-slate-200 bg-white p-5">
          <h2 className="text-sm font-bold tracking-wider text-slate-600 uppercase">Índice</h2>
          <ol className="mt-2 grid gap-1 sm:grid-cols-2">
            {content.sections.map((section, i) => (
              <li key={section.title}>
                <a
                  href={`#seccao-${i + 1}`}
                  className="text-brand-800 underline-offset-4 hover:underline"
                >
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      <div className="grid gap-10">
        {content.sections.map((section, i) => (
          <section
            key={section.title}
            id={section.id ?? `seccao-${i + 1}`}
            aria-labelledby={`titulo-${i + 1}`}
            className="scroll-mt-6"
          >
            <h2 id={`titulo-${i + 1}`} className="text-xl font-bold text-slate-900">
              {section.title}
            </h2>
            {section.paragraphs.map((p) => (
              <p key={p} className="mt-3 leading-relaxed text-slate-700">
                {fill(p)}
              </p>
            ))}
          </section>
        ))}
      </div>
    </article>
  );
}
