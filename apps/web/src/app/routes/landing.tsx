import { BookOpenCheck, FileText, Target, Timer } from 'lucide-react';
import { ButtonLink } from '../../components/ui/button';
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

export function Component() {
  return (
    <div>
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
      <section className="mt-12 rounded-2xl bg-brand-800 p-6 text-white sm:p-8">
        <h2 className="text-2xl font-bold">Começa já, sem conta</h2>
        <p className="mt-2 max-w-xl text-brand-100">
          Abre os exames nacionais e as fichas de Economia A e de Biologia e Geologia.
        </p>
        <ButtonLink to={paths.chooseSubject} variant="secondary" className="mt-5">
          Ver exames e fichas
        </ButtonLink>
      </section>
    </div>
  );
}
