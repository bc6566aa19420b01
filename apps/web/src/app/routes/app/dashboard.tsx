import { Flame, Heart, Trophy } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button';
import { ErrorState, LoadingState } from '../../../components/ui/states';
import { useMe } from '../../../features/profile/api/get-me';
import { paths } from '../../../lib/paths';

/** /app: the greeting and the student's counters; the full dashboard grows on this page. */
export function Component() {
  const me = useMe();
  if (me.isPending) return <LoadingState />;
  if (me.isError) return <ErrorState heading="Erro" message={me.error.message} />;
  const { name, streakDays, lives, stats } = me.data;
  const cards = [
    { icon: Flame, label: 'Dias seguidos', value: streakDays },
    { icon: Trophy, label: 'Testes feitos', value: stats.examsCompleted },
    { icon: Heart, label: 'Vidas', value: `${lives}/10` },
  ];
  return (
    <>
      <h1
        tabIndex={-1}
        data-page-title
        className="text-3xl font-extrabold tracking-tight text-slate-900 outline-none"
      >
        Olá, {name}!
      </h1>
      <ul className="mt-6 grid gap-4 sm:grid-cols-3">
        {cards.map(({ icon: Icon, label, value }) => (
          <li key={label} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
            <Icon aria-hidden="true" className="size-6 text-brand-700" />
            <p className="mt-2 text-2xl font-extrabold text-slate-900">{value}</p>
            <p className="text-sm text-slate-600">{label}</p>
          </li>
        ))}
      </ul>
      {stats.examsCompleted === 0 ? (
        <div className="mt-8 rounded-2xl border border-dashed border-slate-300 bg-white p-6">
          <p className="text-slate-700">Nenhum teste realizado ainda. Comece a praticar!</p>
          <ButtonLink to={paths.practice} className="mt-4">
            PRATICAR
          </ButtonLink>
        </div>
      ) : null}
    </>
  );
}
