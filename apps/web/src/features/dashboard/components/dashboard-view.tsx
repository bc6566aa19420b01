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

const TYPE_LABELS = {
  random: 'Exame',
  unit: 'Temático',
  plan_units: 'Plano de estudo',
  practice: 'Prática',
} as const;
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
    <li className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex items-start justify-between">
        {icon}
        {hint}
      </div>
      <p className="mt-2 text-2xl font-extrabold text-slate-900">{value}</p>
      <p className="text-sm text-slate-600">{label}</p>
    </li>
  );
}

function AverageBar({ average }: { average: number | null }) {
  if (average === null) {
    return (
      <p className="rounded-2xl border border-slate-200 bg-white p-5 text-sm text-slate-600 shadow-sm">
        A média aparece depois do primeiro teste.
      </p>
    );
  }
  const tone = averageTone(average);
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <p className="text-sm text-slate-600">Média</p>
      <p className="text-2xl font-extrabold text-slate-900">
        {average.toFixed(1)}/20{' '}
        <span className="text-sm font-semibold text-slate-600">({TONE_LABELS[tone]})</span>
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

/** Spec §2 dashboard, from GET /api/dashboard; subject names come from the catalogue. */
export function DashboardView({
  dashboard,
  subjectName,
}: {
  dashboard: Dashboard;
  subjectName: (id: string) => string;
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
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
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
      <div className="mt-4 grid gap-4 md:grid-cols-2">
        <ProgressCircle percent={accuracy} label="Taxa de acerto">
          Taxa de acerto (respostas certas entre as respondidas)
        </ProgressCircle>
        <AverageBar average={average} />
      </div>
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
          <div className="relative mt-4 overflow-x-auto rounded-2xl border border-slate-200 bg-white">
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
                      <span className="block text-slate-600">
                        {dateFormat.format(new Date(h.finishTime))}
                      </span>
                    </td>
                    <td className="px-4 py-3 text-slate-700">{subjectName(h.subject)}</td>
                    <td className="px-4 py-3">
                      <GradeBadge grade={h.grade} />
                    </td>
                    <td className="px-4 py-3 text-slate-700">
                      {h.correct}/{h.total}
                    </td>
                    <td className="px-4 py-3 text-right">
                      <a
                        href={paths.quizHistory(h.id)}
                        target="_blank"
                        rel="noopener"
                        className="inline-flex min-h-11 items-center gap-1 rounded-xl border border-brand-200 px-3 font-bold text-brand-800 hover:bg-brand-50"
                      >
                        ABRIR <ExternalLink aria-hidden="true" className="size-4" />
                        <span className="sr-only">
                          (o teste de {dateFormat.format(new Date(h.finishTime))}, abre num novo
                          separador)
                        </span>
                      </a>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </>
  );
}
