import { MESSAGES } from '@nota20/core/messages';
import {
  BookOpenCheck,
  Check,
  Clock,
  FileText,
  Lock,
  Smartphone,
  Target,
  Timer,
} from 'lucide-react';
import { lazy, Suspense, useRef, useState, type ComponentProps, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Button, ButtonLink } from '../../components/ui/button';
import { FormMessage } from '../../components/ui/text-field';
import { paths } from '../../lib/paths';

const FEATURES = [
  {
    icon: Timer,
    title: 'Testes interativos',
    text: 'Testes cronometrados com correção e explicação de cada pergunta.',
  },
  {
    icon: BookOpenCheck,
    title: 'Uso gratuito',
    text: 'Tudo grátis, feito com a comunidade de estudantes e professores.',
  },
  {
    icon: FileText,
    title: 'Conteúdo de exame',
    text: 'Exames nacionais, critérios e fichas por unidade do programa.',
  },
  {
    icon: Target,
    title: 'Apoio aos objetivos',
    text: 'Planos de estudo que acompanham o teu progresso até ao dia do teste.',
  },
] as const;

// The overlay (a dialog library and a form) loads only when a student opens it.
// It sends with TanStack Query, whose provider this page does not load until then.
const loadFeedbackDialog = () =>
  Promise.all([
    import('../../features/feedback/components/feedback-dialog'),
    import('../query-provider'),
  ]);
const FeedbackDialog = lazy(() =>
  loadFeedbackDialog().then(([dialog, { QueryProvider }]) => ({
    default: (props: ComponentProps<typeof dialog.FeedbackDialog>) => (
      <QueryProvider>
        <dialog.FeedbackDialog {...props} />
      </QueryProvider>
    ),
  })),
);

/** A small drawing of a Nota20 screen, made of the same pieces as the real one. */
function Screen({ children }: { children: ReactNode }) {
  return (
    <div
      aria-hidden="true"
      className="rounded-xl border border-slate-200 bg-slate-50 p-3 text-left text-xs shadow-inner"
    >
      {children}
    </div>
  );
}

const STEPS = [
  {
    title: 'Escolhe a disciplina',
    text: 'Economia A ou Biologia e Geologia: abre os exames nacionais e as fichas por unidade.',
    screen: (
      <Screen>
        <p className="font-bold text-slate-800">Disciplina</p>
        <p className="mt-1 rounded-md border border-slate-300 bg-white px-2 py-1 text-slate-700">
          Economia A ▾
        </p>
        <p className="mt-2 rounded-md bg-brand-700 px-2 py-1 text-center font-bold text-white">
          Avançar
        </p>
      </Screen>
    ),
  },
  {
    title: 'Treina com as fichas',
    text: 'Os itens de cada unidade, como no exame; mostra as respostas quando quiseres.',
    screen: (
      <Screen>
        <p className="font-bold text-brand-700">QUESTÃO 1</p>
        <p className="mt-1 text-slate-700">O custo de oportunidade é…</p>
        <p className="mt-1 rounded-md border border-slate-300 bg-white px-2 py-1 text-slate-700">
          A · o preço pago
        </p>
        <p className="mt-1 flex items-center gap-1 rounded-md border border-emerald-600 bg-emerald-50 px-2 py-1 text-emerald-900">
          <Check className="size-3" /> B · a melhor alternativa
        </p>
      </Screen>
    ),
  },
  {
    title: 'Faz testes cronometrados',
    text: 'Como no exame: tempo a contar, nota de 0 a 20 e a explicação de cada pergunta.',
    screen: (
      <Screen>
        <div className="flex items-center justify-between font-bold text-slate-800">
          <span>Pergunta 3 de 5</span>
          <span className="inline-flex items-center gap-1">
            <Clock className="size-3" /> 07:42
          </span>
        </div>
        <div className="mt-2 h-1.5 rounded-full bg-slate-200">
          <div className="h-1.5 w-3/5 rounded-full bg-brand-700" />
        </div>
        <p className="mt-2 text-center text-2xl font-extrabold text-emerald-800">16/20</p>
      </Screen>
    ),
  },
  {
    title: 'Segue o teu plano',
    text: 'Marca a data do teste: as unidades desbloqueiam à medida que as dominas.',
    screen: (
      <Screen>
        <p className="font-bold text-slate-800">Próximos testes · Faltam 12 dias</p>
        <div className="mt-2 flex items-center gap-1">
          <span className="grid size-6 place-items-center rounded-full bg-emerald-700 text-white">
            ✓
          </span>
          <span className="h-0.5 w-4 bg-slate-300" />
          <span className="grid size-6 place-items-center rounded-full bg-brand-700 text-white">
            2
          </span>
          <span className="h-0.5 w-4 bg-slate-300" />
          <span className="grid size-6 place-items-center rounded-full bg-slate-300 text-slate-700">
            <Lock className="size-3" />
          </span>
        </div>
      </Screen>
    ),
  },
] as const;

/** What another page can tell this one as it sends the student here. */
export type LandingState = { accountDeleted?: boolean } | null;

export function Component() {
  const accountDeleted = (useLocation().state as LandingState)?.accountDeleted === true;
  const [sent, setSent] = useState(false);
  // 'unloaded' until first opened; then the overlay stays mounted and opens and closes.
  const [feedback, setFeedback] = useState<'unloaded' | 'open' | 'closed'>('unloaded');
  const feedbackButton = useRef<HTMLButtonElement>(null);
  return (
    <div>
      {accountDeleted ? (
        <div className="pt-6">
          <FormMessage tone="success">A tua conta foi apagada.</FormMessage>
        </div>
      ) : null}
      <section className="py-6 sm:py-12">
        <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">
          Economia A · Biologia e Geologia
        </p>
        <h1
          tabIndex={-1}
          data-page-title
          className="mt-2 max-w-3xl text-4xl font-extrabold tracking-tight text-slate-900 outline-none sm:text-5xl"
        >
          Prepara-te para os exames nacionais, ao teu ritmo.
        </h1>
        <p className="mt-4 max-w-2xl text-lg text-slate-600">
          Fichas de trabalho por unidade, exames nacionais anteriores e testes com explicações —
          para o 10.º e o 11.º ano, de graça.
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          <ButtonLink to={paths.signup}>COMEÇAR</ButtonLink>
          <ButtonLink to={paths.login} variant="secondary">
            JÁ TENHO CONTA
          </ButtonLink>
        </div>
      </section>
      <section aria-labelledby="funcionalidades" className="mt-8">
        <h2 id="funcionalidades" className="text-2xl font-bold text-slate-900">
          O que encontras no Nota20
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {FEATURES.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
              <Icon aria-hidden="true" className="size-7 text-brand-700" />
              <h3 className="mt-3 font-bold text-slate-900">{title}</h3>
              <p className="mt-1 text-slate-600">{text}</p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="como-funciona" className="mt-16">
        <h2 id="como-funciona" className="text-2xl font-bold text-slate-900">
          Como funciona, em quatro passos
        </h2>
        <ol className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {STEPS.map((step, i) => (
            <li
              key={step.title}
              className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
            >
              <p className="text-sm font-bold text-brand-700">Passo {i + 1}</p>
              {step.screen}
              <h3 className="font-bold text-slate-900">{step.title}</h3>
              <p className="text-slate-600">{step.text}</p>
            </li>
          ))}
        </ol>
      </section>
      <section
        aria-labelledby="feedback"
        className="mt-16 rounded-2xl border border-slate-200 bg-white p-6 sm:p-8"
      >
        <h2 id="feedback" className="text-2xl font-bold text-slate-900">
          Ajuda-nos a melhorar
        </h2>
        <p className="mt-2 max-w-xl text-slate-600">
          O Nota20 é feito com a comunidade. Encontraste um erro numa pergunta ou tens uma ideia?
          Diz-nos.
        </p>
        <div className="mt-5 flex flex-col items-start gap-4">
          {sent ? <FormMessage tone="success">{MESSAGES.feedbackSent}</FormMessage> : null}
          <Button
            ref={feedbackButton}
            onPointerEnter={() => void loadFeedbackDialog()}
            onFocus={() => void loadFeedbackDialog()}
            onClick={() => {
              setSent(false);
              setFeedback('open');
            }}
          >
            SUBMETER FEEDBACK
          </Button>
          {feedback !== 'unloaded' ? (
            <Suspense fallback={null}>
              <FeedbackDialog
                onSent={() => setSent(true)}
                open={feedback === 'open'}
                onOpenChange={(open) => setFeedback(open ? 'open' : 'closed')}
                returnFocusTo={feedbackButton}
              />
            </Suspense>
          ) : null}
        </div>
      </section>
      <section className="mt-12 rounded-2xl bg-brand-800 p-6 text-white sm:p-8">
        <h2 className="text-2xl font-bold">Começa já, sem conta</h2>
        <p className="mt-2 max-w-xl text-brand-100">
          Abre os exames nacionais e as fichas de Economia A e de Biologia e Geologia.
        </p>
        <ButtonLink to={paths.chooseSubject} variant="secondary" className="mt-5">
          Ver exames e fichas
        </ButtonLink>
      </section>
      <section aria-labelledby="apps" className="mt-12 text-center">
        <h2 id="apps" className="text-xl font-bold text-slate-900">
          Aplicações para telemóvel
        </h2>
        <ul className="mt-4 flex flex-wrap justify-center gap-3">
          {['App Store', 'Google Play'].map((store) => (
            <li
              key={store}
              className="inline-flex min-h-11 items-center gap-2 rounded-xl border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-700"
            >
              <Smartphone aria-hidden="true" className="size-4" /> {store} — brevemente
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
