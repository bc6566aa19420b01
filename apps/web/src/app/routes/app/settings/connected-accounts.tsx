import { useQueryClient } from '@tanstack/react-query';
import { ConnectedAccounts } from '../../../../features/auth/components/connected-accounts';
import { LoadingState } from '../../../../components/ui/states';
import { meQueryOptions, useMe } from '../../../../features/profile/api/get-me';

export function Component() {
  const me = useMe();
  const queryClient = useQueryClient();
  return (
    <section aria-labelledby="contas" className="flex flex-col gap-4">
      <h2 id="contas" className="text-xl font-bold text-slate-900">
        Contas Conectadas
      </h2>
      <p className="max-w-lg text-slate-700">
        Liga outra forma de entrar à tua conta Nota20, para entrares com um só clique.
      </p>
      {me.data ? (
        <ConnectedAccounts
          linked={me.data.linkedProviders}
          onLinked={() => queryClient.invalidateQueries(meQueryOptions())}
        />
      ) : (
        <LoadingState />
      )}
    </section>
  );
}
