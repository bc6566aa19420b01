import type { Dashboard } from '@nota20/core/contracts/dashboard';
import { averageTone } from '@nota20/core/grading';
import { CircleCheck, CircleX, ExternalLink, Flame, Heart, Trophy } from 'lucide-react';
import type { ReactNode } from 'react';
import { ButtonLink } from '../../../components/ui/button';
import { GradeBadge } from '../../../components/ui/grade-badge';
import { Hint } from '../../../components/ui/hint';
import { ProgressCircle } from '../../../components/ui/progress-circle';
import { paths } from '../../../lib/paths';
import { GradeChart } from './grade-chart';
import type { QuizType } from '@nota20/core/contracts/quizzes';

const TYPE_LABELS = {
  random: 'Exame',
  unit: 'Temático',
  plan_units: 'Plano de estudo',
  practice: 'Prática',
  paper: 'Prova-modelo',
  mistakes: 'Os meus erros',
  review: 'Revisão',
  similar: 'Exercício parecido',
} as const satisfies Record<QuizType, string>;
const TONE_CLASSES = {
  red: 'bg-red-600',
  orange: 'bg-amber-500',
  green: 'bg-emerald-600',
} as const;
const TONE_LABELS = { red: 'negativa', orange: 'positiva', green: 'boa' } as const;

const dateFormat = new Intl.DateTimeFormat('pt-PT', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});
const timeFormat = new Intl.DateTimeFormat('pt-PT', { hour: '2-digit', minute: '2-digit' });
const decimal = new Intl.NumberFormat('pt-PT', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});

function Card({
  icon,
  label,
  value,
  hint,
}: {
  icon: ReactNode;
  label: string;
  value: ReactNode;
  hint?: ReactNode;
}) {
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex items-start justify-between">
        {icon}
        {hint}
      </div>
      <p className="mt-1 text-2xl font-extrabold text-slate-900 sm:mt-2">{value}</p>
      <p className="text-sm text-slate-600">{label}</p>
    </li>
  );
}

function AverageBar({ average }: { average: number | null }) {
  if (average === null) {
    return (
      <p className="rounded-2xl border border-slate-200 bg-white p-4 text-sm text-slate-600 shadow-sm sm:p-5">
        A média aparece depois do primeiro teste.
      </p>
    );
  }
  const tone = averageTone(average);
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <p className="text-sm text-slate-600">Média</p>
      <p className="text-2xl font-extrabold text-slate-900">
        {average.toFixed(1)}/20{' '}
        <span className="block text-sm font-semibold text-slate-600 sm:inline">
          ({TONE_LABELS[tone]})
        </span>
      </p>
      <div
        className="mt-3 h-3 rounded-full bg-slate-200"
        role="meter"
        aria-valuemin={0}
        aria-valuemax={20}
        aria-valuenow={average}
        aria-label={`Média ${decimal.format(average)} em 20`}
      >
        <div
          className={`h-3 rounded-full ${TONE_CLASSES[tone]}`}
          style={{ width: `${(average / 20) * 100}%` }}
        />
      </div>
    </div>
  );
}

type HistoryEntry = Dashboard['history'][number];

/** «25 nov 2026, 17:46»: ten tests on one day are told apart by the time. */
const finishedAt = (h: HistoryEntry) =>
  `${dateFormat.format(new Date(h.finishTime))}, ${timeFormat.format(new Date(h.finishTime))}`;

/** ABRIR: the saved result, in a new tab (spec §2). */
function OpenLink({ entry }: { entry: HistoryEntry }) {
  return (
    <a
      href={paths.quizHistory(entry.id)}
      target="_blank"
      rel="noopener"
      className="inline-flex min-h-11 shrink-0 items-center gap-1 rounded-xl border border-brand-200 px-3 font-bold text-brand-800 hover:bg-brand-50"
    >
      ABRIR <ExternalLink aria-hidden="true" className="size-4" />
      <span className="sr-only">(o teste de {finishedAt(entry)}, abre num novo separador)</span>
    </a>
  );
}

/** On a phone, each test is a card that fits 360 px: what, when, the grade, the count, ABRIR. */
function HistoryCards({
  history,
  subjectName,
}: {
  history: Dashboard['history'];
  subjectName: (id: string) => string;
}) {
  return (
    <ul className="mt-4 grid gap-3 md:hidden">
      {history.map((h) => (
        <li key={h.id} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
          <div className="flex items-start justify-between gap-3">
            <p className="min-w-0">
              <span className="font-semibold text-slate-900">
                {TYPE_LABELS[h.examType]} · {subjectName(h.subject)}
              </span>
              <span className="block text-sm text-slate-600">{finishedAt(h)}</span>
            </p>
            <GradeBadge grade={h.grade} />
          </div>
          <div className="mt-2 flex items-center justify-between gap-3">
            <p className="text-sm text-slate-700">
              Correção:{' '}
              <strong>
                {h.correct}/{h.total}
              </strong>{' '}
              certas
            </p>
            <OpenLink entry={h} />
          </div>
        </li>
      ))}
    </ul>
  );
}

/** Spec §2 dashboard, from GET /api/dashboard; subject names come from the catalogue. */
export function DashboardView({
  dashboard,
  subjectName,
  nextPlanTest,
  review,
}: {
  dashboard: Dashboard;
  subjectName: (id: string) => string;
  /** The next study-plan test (the route composes it from the plans feature). */
  nextPlanTest?: ReactNode;
  /** «Revisão de hoje» (from the learning feature), under the tiles: it loads on its own. */
  review?: ReactNode;
}) {
  const {
    name,
    streakDays,
    lives,
    nextLifeAt,
    testsDone,
    positive,
    negative,
    accuracy,
    average,
    history,
  } = dashboard;
  return (
    <>
      <h1
        tabIndex={-1}
        data-page-title
        className="text-3xl font-extrabold tracking-tight text-slate-900 outline-none"
      >
        Olá, {name}!
      </h1>
      <div className="mt-6 grid grid-cols-2 gap-3 sm:gap-4">
        <ProgressCircle percent={accuracy} label="Taxa de acerto" compact>
          Taxa de acerto
          <span className="sr-only"> (respostas certas entre as respondidas)</span>
        </ProgressCircle>
        <AverageBar average={average} />
      </div>
      {nextPlanTest ? <div className="mt-4">{nextPlanTest}</div> : null}
      <ul className="mt-4 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-5">
        <Card
          icon={<Flame aria-hidden="true" className="size-6 text-brand-700" />}
          label="Dias seguidos"
          value={streakDays}
          hint={
            <Hint label="Sobre os dias seguidos">
              Dias de calendário seguidos com pelo menos um teste terminado, até hoje ou ontem.
            </Hint>
          }
        />
        <Card
          icon={<Trophy aria-hidden="true" className="size-6 text-brand-700" />}
          label="Testes feitos"
          value={testsDone}
        />
        <Card
          icon={<Heart aria-hidden="true" className="size-6 text-brand-700" />}
          label="Vidas"
          value={`${lives}/10`}
          hint={
            <Hint label="Sobre as vidas">
              Cada vida regenera em 30 minutos.
              {nextLifeAt
                ? ` A próxima volta às ${timeFormat.format(new Date(nextLifeAt))}.`
                : ' Tens as vidas todas.'}
            </Hint>
          }
        />
        <Card
          icon={<CircleCheck aria-hidden="true" className="size-6 text-emerald-700" />}
          label="Testes positivos"
          value={positive}
        />
        <Card
          icon={<CircleX aria-hidden="true" className="size-6 text-red-700" />}
          label="Testes negativos"
          value={negative}
        />
      </ul>
      {review ? <div className="mt-4">{review}</div> : null}
      {history.length >= 2 ? (
        <div className="mt-4">
          <GradeChart history={history} />
        </div>
      ) : null}
      <section aria-labelledby="historico" className="mt-10">
        <h2 id="historico" className="text-xl font-bold text-slate-900">
          Histórico
        </h2>
        {history.length === 0 ? (
          <div className="mt-4 rounded-2xl border border-dashed border-slate-300 bg-white p-6">
            <p className="text-slate-700">Nenhum teste realizado ainda. Comece a praticar!</p>
            <ButtonLink to={paths.practice} className="mt-4">
              PRATICAR
            </ButtonLink>
          </div>
        ) : (
          <>
            <HistoryCards history={history} subjectName={subjectName} />
            <div className="relative mt-4 hidden overflow-x-auto rounded-2xl border border-slate-200 bg-white md:block">
              <table className="w-full text-left text-sm">
                <thead className="bg-slate-50 text-xs tracking-wider text-slate-600 uppercase">
                  <tr>
                    <th scope="col" className="px-4 py-3">
                      TESTE
                    </th>
                    <th scope="col" className="px-4 py-3">
                      EXAME
                    </th>
                    <th scope="col" className="px-4 py-3">
                      NOTA
                    </th>
                    <th scope="col" className="px-4 py-3">
                      CORREÇÃO
                    </th>
                    <th scope="col" className="px-4 py-3">
                      <span className="sr-only">Abrir</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {history.map((h) => (
                    <tr key={h.id} className="border-t border-slate-200">
                      <td className="px-4 py-3">
                        <span className="font-semibold text-slate-900">
                          {TYPE_LABELS[h.examType]}
                        </span>
                        <span className="block text-slate-600">{finishedAt(h)}</span>
                      </td>
                      <td className="px-4 py-3 text-slate-700">{subjectName(h.subject)}</td>
                      <td className="px-4 py-3">
                        <GradeBadge grade={h.grade} />
                      </td>
                      <td className="px-4 py-3 text-slate-700">
                        {h.correct}/{h.total}
                      </td>
                      <td className="px-4 py-3 text-right">
                        <OpenLink entry={h} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
      </section>
    </>
  );
}
