import { LoadingState } from '../../../../components/ui/states';
import { useMe } from '../../../../features/profile/api/get-me';

export function Component() {
  const me = useMe();
  if (!me.data) return <LoadingState />;
  const premium = me.data.currentPlan !== 'free';
  return (
    <section aria-labelledby="plano" className="flex max-w-lg flex-col gap-4">
      <h2 id="plano" className="text-xl font-bold text-slate-900">
        Subscrição
      </h2>
      <p className="text-slate-700">
        O teu plano: <strong>{premium ? 'Premium' : 'Gratuito'}</strong>
      </p>
      <p className="text-slate-700">
        Tudo o que o Nota20 oferece hoje é gratuito. Não há pagamentos.
      </p>
    </section>
  );
}
