import { MESSAGES } from '@nota20/core/messages';
import { BookOpen, FileText, LogOut, MoreHorizontal, PencilLine, User } from 'lucide-react';
import type { QueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { LoadingState } from '../../components/ui/states';
import { useSignOut } from '../../features/auth/api/sign-out';
import { ConfirmEmailBanner } from '../../features/auth/components/confirm-email-banner';
import {
  FeedbackOverlay,
  preloadFeedbackDialog,
} from '../../features/feedback/components/feedback-overlay';
import { meQueryOptions, useMe } from '../../features/profile/api/get-me';
import { lazyModule, useStandIn } from '../../lib/lazy-module';
import { applyTheme, storedTheme } from '../../lib/theme';
import { paths } from '../../lib/paths';
import { ScrollToTop } from '../scroll-to-top';
import { Logo } from './public-layout';

// Six entries share a 360 px bottom bar on phones (about 58 px each): no side padding there.
const item =
  'flex min-h-12 min-w-0 flex-1 flex-col items-center justify-center gap-0.5 rounded-xl px-0.5 text-[0.66rem] font-bold tracking-normal md:min-h-11 md:tracking-wide md:flex-none md:flex-row md:justify-start md:gap-3 md:px-4 md:text-sm';
const idle = 'text-slate-700 hover:bg-brand-50 hover:text-brand-800';
const active = 'bg-brand-50 text-brand-800';

function NavItem({
  to,
  end,
  alsoFor = [],
  icon,
  children,
}: {
  to: string;
  end?: boolean;
  /** Other pages that belong to this entry (a plan's progress belongs to ESTUDAR). */
  alsoFor?: readonly string[];
  icon: ReactNode;
  children: ReactNode;
}) {
  const { pathname } = useLocation();
  const belongs = alsoFor.some((prefix) => pathname.startsWith(prefix));
  return (
    <NavLink
      to={to}
      end={end}
      className={({ isActive }) => `${item} ${isActive || belongs ? active : idle}`}
    >
      {icon}
      {children}
    </NavLink>
  );
}

// The menu's library loads when the student first points at, focuses or presses MAIS; until
// then a look-alike button stands in (lib/lazy-module.ts).
const moreMenu = lazyModule(() => import('./more-menu'));

function MoreMenu({
  onFeedback,
  triggerRef,
}: {
  onFeedback: () => void;
  triggerRef: RefObject<HTMLButtonElement | null>;
}) {
  const { loaded, intent, triggerProps } = useStandIn(moreMenu);
  const className = `${item} ${idle}`;
  if (loaded) {
    return (
      <loaded.MoreMenu
        className={className}
        intent={intent}
        onFeedback={onFeedback}
        triggerRef={triggerRef}
      />
    );
  }
  return (
    <button
      type="button"
      className={className}
      aria-haspopup="menu"
      aria-expanded={false}
      {...triggerProps}
    >
      <MoreHorizontal aria-hidden="true" className="size-5" />
      MAIS
    </button>
  );
}

/** SAIR asks first (spec §2), then signs out and goes to /login. */
function SignOutButton() {
  const signOut = useSignOut();
  const navigate = useNavigate();
  return (
    <ConfirmDialog
      triggerClassName={`${item} ${idle}`}
      trigger={
        <>
          <LogOut aria-hidden="true" className="size-5" />
          SAIR
        </>
      }
      title={MESSAGES.signOutConfirm}
      description="Podes voltar a entrar quando quiseres."
      cancel="VOLTAR"
      confirm="SAIR"
      onConfirm={() => {
        void signOut
          .mutateAsync()
          .catch(() => undefined)
          .then(() => navigate(paths.login, { replace: true }));
      }}
    />
  );
}

/** The profile (for its theme) is asked for as soon as this chunk is in. */
export const prefetch = (queryClient: QueryClient) => queryClient.prefetchQuery(meQueryOptions());

/** The theme saved in the profile follows the student to every device. */
function useThemeFromProfile() {
  const theme = useMe().data?.preferences.theme;
  useEffect(() => {
    if (theme && theme !== storedTheme()) applyTheme(theme);
  }, [theme]);
}

/** Until the address is confirmed (when the server sends e-mail), a calm banner asks for it. */
function ConfirmEmail() {
  const me = useMe().data;
  if (!me?.confirmEmail) return null;
  return <ConfirmEmailBanner email={me.email} />;
}

/** FEEDBACK in MAIS: the overlay, and a thank-you at the top of the page it was sent from. */
function useFeedback() {
  const [open, setOpen] = useState(false);
  const [sentOn, setSentOn] = useState<string>();
  const moreButton = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const openFeedback = () => {
    void preloadFeedbackDialog();
    setSentOn(undefined);
    setOpen(true);
  };
  const overlay = (
    <FeedbackOverlay
      open={open}
      onOpenChange={setOpen}
      onSent={() => setSentOn(pathname)}
      returnFocusTo={moreButton}
    />
  );
  const thanks =
    sentOn === pathname ? (
      <p
        role="status"
        className="mb-6 rounded-xl border border-emerald-200 bg-emerald-50 p-3 text-sm font-medium text-emerald-900"
      >
        {MESSAGES.feedbackSent}
      </p>
    ) : null;
  return { openFeedback, moreButton, overlay, thanks };
}

/** The signed-in area: a sidebar on desktop, a bottom bar on phones. */
export function AppLayout() {
  useThemeFromProfile();
  const feedback = useFeedback();
  return (
    <div className="min-h-dvh md:flex">
      <a
        href="#conteudo"
        className="sr-only focus:not-sr-only focus:absolute focus:top-4 focus:left-4 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:font-semibold"
      >
        Saltar para o conteúdo
      </a>
      <ScrollToTop />
      <aside className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white md:sticky md:top-0 md:h-dvh md:w-60 md:shrink-0 md:border-t-0 md:border-r">
        <div className="hidden px-5 pt-6 pb-8 md:block">
          <Logo />
        </div>
        <nav aria-label="Principal" className="flex gap-1 p-1.5 md:flex-col md:gap-1 md:px-3">
          <NavItem to={paths.practice} icon={<PencilLine aria-hidden="true" className="size-5" />}>
            PRATICAR
          </NavItem>
          <NavItem
            to={paths.study}
            alsoFor={[paths.planProgress('')]}
            icon={<BookOpen aria-hidden="true" className="size-5" />}
          >
            ESTUDAR
          </NavItem>
          <NavItem to={paths.appExams} icon={<FileText aria-hidden="true" className="size-5" />}>
            EXAMES
          </NavItem>
          <NavItem to={paths.app} end icon={<User aria-hidden="true" className="size-5" />}>
            PERFIL
          </NavItem>
          <MoreMenu onFeedback={feedback.openFeedback} triggerRef={feedback.moreButton} />
          <SignOutButton />
        </nav>
      </aside>
      <main
        id="conteudo"
        className="mx-auto w-full max-w-5xl flex-1 px-4 pt-6 pb-28 sm:px-6 md:py-10"
      >
        <ConfirmEmail />
        {feedback.thanks}
        {/* The sidebar stays while a page's chunk loads for the first time. */}
        <Suspense fallback={<LoadingState />}>
          <Outlet />
        </Suspense>
      </main>
      {feedback.overlay}
    </div>
  );
}
