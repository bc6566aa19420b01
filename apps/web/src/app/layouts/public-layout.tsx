import { Suspense, useState } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { LoadingState } from '../../components/ui/states';
import { contactEmail } from '../../features/site/contact-email';
import { paths } from '../../lib/paths';
import { useSeemsSignedIn } from '../../lib/signed-in-hint';
import { SubjectPageContext } from '../../lib/subject-page';
import { ScrollToTop } from '../scroll-to-top';

const NAV: readonly { to: string; label: string }[] = [
  { to: paths.home, label: 'INÍCIO' },
  { to: paths.chooseSubject, label: 'EXAMES' },
];

export function Logo() {
  return (
    <Link
      to={paths.home}
      className="flex items-center gap-2 rounded-lg text-xl font-extrabold tracking-tight text-brand-800"
    >
      <span
        aria-hidden="true"
        className="grid size-9 place-items-center rounded-lg bg-brand-800 text-sm text-white"
      >
        20
      </span>
      Nota20
    </Link>
  );
}

function Header({ onSubjectPage }: { onSubjectPage: boolean }) {
  const { pathname } = useLocation();
  const signedIn = useSeemsSignedIn();
  // EXAMES is lit on every subject page too (the way in to exams and worksheets); a Link with
  // aria-current, as NavLink would set only for its own path.
  const isCurrent = (to: string) =>
    to === paths.chooseSubject ? pathname === to || onSubjectPage : pathname === to;
  const navLink = (to: string) =>
    `inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold tracking-wide ${
      isCurrent(to)
        ? 'text-brand-800 underline decoration-2 underline-offset-8'
        : 'text-slate-700 hover:text-brand-800'
    }`;
  const items = signedIn ? NAV : [...NAV, { to: paths.login, label: 'ENTRAR' }];
  return (
    <header className="border-b border-slate-200 bg-white print:hidden">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-6 gap-y-1 px-4 py-3 sm:px-6">
        <Logo />
        <nav
          aria-label="Principal"
          className="order-last -mx-3 flex w-full items-center gap-1 sm:order-none sm:mx-0 sm:w-auto"
        >
          {items.map((item) => (
            <Link
              key={item.to}
              to={item.to}
              className={navLink(item.to)}
              aria-current={isCurrent(item.to) ? 'page' : undefined}
            >
              {item.label}
            </Link>
          ))}
        </nav>
        {/* Signed in, the way is back into the app, not to sign in again. */}
        <Link
          to={signedIn ? paths.app : paths.signup}
          className="inline-flex min-h-11 items-center rounded-xl bg-brand-700 px-4 text-sm font-bold tracking-wide text-white hover:bg-brand-800"
        >
          {signedIn ? 'Ir para a app' : 'COMEÇAR'}
        </Link>
      </div>
    </header>
  );
}

const FOOTER_LINKS = [
  { to: paths.signup, label: 'Criar conta' },
  { to: paths.about, label: 'Sobre nós' },
  { to: paths.terms, label: 'Termos e condições' },
  { to: paths.licensors, label: 'Licenciadores' },
  { to: paths.privacy, label: 'Privacidade' },
  { to: paths.contacts, label: 'Contactos' },
] as const;

function Footer() {
  const email = contactEmail();
  return (
    <footer className="mt-16 border-t border-slate-200 bg-white">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 sm:px-6">
        <div>
          <Logo />
          <p className="mt-3 max-w-sm text-sm text-slate-600">
            Gratuito, feito com a comunidade, para quem se prepara para os exames nacionais do 10.º
            e 11.º ano.
          </p>
          {email ? (
            <p className="mt-3 text-sm text-slate-700">
              Contacto:{' '}
              <a className="font-semibold text-brand-800 underline" href={`mailto:${email}`}>
                {email}
              </a>
            </p>
          ) : null}
        </div>
        <nav aria-label="Rodapé">
          <ul className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
            {FOOTER_LINKS.map((item) => (
              <li key={item.to}>
                <Link
                  to={item.to}
                  className="inline-flex min-h-11 items-center text-slate-700 underline-offset-4 hover:text-brand-800 hover:underline"
                >
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="border-t border-slate-100 py-4 text-center text-xs text-slate-600">
        © {new Date().getFullYear()} Nota20. Os enunciados dos exames nacionais pertencem às
        entidades que os publicam.
      </p>
    </footer>
  );
}

export function PublicLayout() {
  const [onSubjectPage, setOnSubjectPage] = useState(false);
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#conteudo"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:font-semibold"
      >
        Saltar para o conteúdo
      </a>
      <ScrollToTop />
      <Header onSubjectPage={onSubjectPage} />
      {/* At least a screen tall, so the footer never jumps when a page's data arrives. */}
      <main
        id="conteudo"
        className="mx-auto min-h-dvh w-full max-w-6xl flex-1 px-4 py-8 sm:px-6 sm:py-12"
      >
        {/* The header stays while a page's chunk loads for the first time. */}
        <SubjectPageContext value={setOnSubjectPage}>
          <Suspense fallback={<LoadingState />}>
            <Outlet />
          </Suspense>
        </SubjectPageContext>
      </main>
      <Footer />
    </div>
  );
}
