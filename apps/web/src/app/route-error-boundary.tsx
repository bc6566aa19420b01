import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { ErrorState } from '../components/ui/states';
import { ChunkLoadError } from '../lib/lazy-module';
import { paths } from '../lib/paths';

// Loaded with the entry (router.tsx): plain elements, no icons or shared widgets.
const action =
  'inline-flex min-h-11 items-center justify-center rounded-xl px-5 py-2.5 text-sm font-semibold';

/** What a page that failed says instead, and the ways on from there. */
function PageError({ error, home, retry }: { error: unknown; home: string; retry: () => void }) {
  const chunk = error instanceof ChunkLoadError;
  return (
    <div className="mx-auto max-w-xl py-10">
      <ErrorState
        heading="Algo correu mal nesta página."
        message={
          chunk
            ? 'A página não chegou a carregar. Verifica a ligação à internet e tenta de novo: se o Nota20 tiver sido atualizado entretanto, vem a versão nova.'
            : 'Tenta de novo. Se voltar a acontecer, volta ao início e abre a página outra vez.'
        }
      >
        <button
          type="button"
          // A chunk that did not arrive comes with the whole page loaded again (a new version's
          // chunks have new names); anything else tries this page again, in place.
          onClick={chunk ? () => window.location.reload() : retry}
          className={`${action} bg-brand-700 text-white hover:bg-brand-800`}
        >
          Tentar de novo
        </button>
        {/* A full page load: the app starts afresh, with the current version. */}
        <a
          href={home}
          className={`${action} border border-brand-200 bg-white text-brand-800 hover:bg-brand-50`}
        >
          Voltar ao início
        </a>
      </ErrorState>
    </div>
  );
}

type BoundaryProps = { children: ReactNode; home: string; resetKey: string };
type BoundaryState = { failed: boolean; error: unknown; resetKey: string };

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failed: true, error };
  }

  /** Going to another page leaves the failure behind. */
  static getDerivedStateFromProps(
    props: BoundaryProps,
    state: BoundaryState,
  ): Partial<BoundaryState> | null {
    return props.resetKey === state.resetKey
      ? null
      : { failed: false, error: null, resetKey: props.resetKey };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <PageError
        error={this.state.error}
        home={this.props.home}
        retry={() => this.setState({ failed: false, error: null })}
      />
    );
  }
}

/**
 * Catches what a route throws while rendering, its chunk failing to load included, and shows
 * a pt-PT message with a way back instead of a blank page. router.tsx puts one around every
 * route of the table and one around them all. (React Router's `errorElement` renders only under
 * a data router, which ADR 004 leaves out.)
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const signedIn = pathname === paths.app || pathname.startsWith(`${paths.app}/`);
  return (
    <Boundary resetKey={pathname} home={signedIn ? paths.app : paths.home}>
      {children}
    </Boundary>
  );
}
