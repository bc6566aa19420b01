import { MAX_LIVES } from '@nota20/core/lives';
import { Heart, HeartCrack } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button';
import { paths } from '../../../lib/paths';

const timeFormat = new Intl.DateTimeFormat('pt-PT', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Lisbon',
});

/** «A próxima volta às 18:20», or nothing when every life is there. */
const nextLife = (nextLifeAt: string | null) =>
  nextLifeAt ? ` A próxima volta às ${timeFormat.format(new Date(nextLifeAt))}.` : '';

/**
 * On Praticar, before any test starts: the lives left and when the next one returns. With none
 * left, what stays open meanwhile (plan tests and worksheets), one tap away.
 */
export function LivesNotice({
  lives,
  nextLifeAt,
  worksheetsOf,
}: {
  lives: number;
  nextLifeAt: string | null;
  /** The subject whose worksheets to offer. */
  worksheetsOf: string;
}) {
  if (lives > 0) {
    return (
      <p className="mt-4 flex items-start gap-2 text-sm text-slate-700">
        <Heart aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
        <span>
          Tens <strong>{lives}</strong> de {MAX_LIVES} vidas: um teste negativo gasta uma.
          {lives < MAX_LIVES ? nextLife(nextLifeAt) : ''}
        </span>
      </p>
    );
  }
  return (
    <section
      id="sem-vidas"
      aria-labelledby="sem-vidas-titulo"
      className="mt-4 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-950 sm:p-5"
    >
      <h2 id="sem-vidas-titulo" className="flex items-center gap-2 font-bold">
        <HeartCrack aria-hidden="true" className="size-5 shrink-0 text-amber-800" />
        Ficaste sem vidas
      </h2>
      <p className="mt-1">
        Os testes de Exame e Temático precisam de uma vida.{nextLife(nextLifeAt)} Até lá, os testes
        dos planos de estudo e as fichas de trabalho continuam abertos.
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <ButtonLink to={paths.study}>Estudar com um plano</ButtonLink>
        <ButtonLink to={paths.worksheets(worksheetsOf)} variant="secondary">
          Fichas de trabalho
        </ButtonLink>
      </div>
    </section>
  );
}
