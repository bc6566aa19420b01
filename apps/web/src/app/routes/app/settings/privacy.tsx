import { useQueryClient } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { buttonClasses } from '../../../../components/ui/button';
import { LoadingState } from '../../../../components/ui/states';
import { FormMessage } from '../../../../components/ui/text-field';
import { forgetDeletedAccount } from '../../../../features/auth/api/start-over';
import { useMe } from '../../../../features/profile/api/get-me';
import { DeleteAccountDialog } from '../../../../features/profile/components/delete-account-dialog';
import { paths } from '../../../../lib/paths';
import type { LandingState } from '../../landing';

/**
 * Once the account is gone: to the landing page, which says so. The cache is forgotten as the
 * signed-in pages leave the screen, not before: sooner, their guard would see no session and
 * send the student to /login instead.
 */
function useLeaveDeletedAccount() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [deleted, setDeleted] = useState(false);
  useEffect(() => {
    if (!deleted) return;
    return () => void forgetDeletedAccount(queryClient);
  }, [deleted, queryClient]);
  return () => {
    setDeleted(true);
    void navigate(paths.home, {
      replace: true,
      state: { accountDeleted: true } satisfies LandingState,
    });
  };
}

export function Component() {
  const me = useMe();
  const leave = useLeaveDeletedAccount();
  return (
    <section aria-labelledby="tc" className="flex max-w-lg flex-col gap-3 text-slate-700">
      <h2 id="tc" className="text-xl font-bold text-slate-900">
        T&C e Privacidade
      </h2>
      <p>
        O Nota20 guarda a tua conta, a escola que escolheres, os teus testes e planos de estudo,
        para te mostrar o teu progresso. Não vendemos os teus dados nem os usamos para publicidade.
      </p>
      <ul className="list-inside list-disc">
        <li>
          <Link to={paths.terms} className="font-semibold text-brand-800 underline">
            Termos e condições
          </Link>
        </li>
        <li>
          <Link to={paths.privacy} className="font-semibold text-brand-800 underline">
            Política de privacidade
          </Link>
        </li>
      </ul>
      <section aria-labelledby="os-teus-dados" className="mt-6 flex flex-col gap-3">
        <h3 id="os-teus-dados" className="text-lg font-bold text-slate-900">
          Os teus dados
        </h3>
        <p>
          Um ficheiro (JSON) com tudo o que guardamos sobre ti: o perfil, os testes com as
          respostas, os planos com o progresso, as mensagens que nos enviaste, as sessões e as
          contas ligadas.
        </p>
        {/* A plain download: the server names the file (nota20-dados-AAAA-MM-DD.json). */}
        <a href="/api/me/export" download className={buttonClasses('secondary', 'self-start')}>
          <Download aria-hidden="true" className="size-4" />
          Descarregar os meus dados
        </a>
      </section>
      <section aria-labelledby="apagar-conta" className="mt-6 flex flex-col gap-3">
        <h3 id="apagar-conta" className="text-lg font-bold text-slate-900">
          Apagar conta
        </h3>
        <p>
          Apagas a conta e tudo o que ela guarda, de uma vez. Se quiseres ficar com uma cópia,
          descarrega primeiro os teus dados.
        </p>
        {me.data ? (
          <DeleteAccountDialog
            hasPassword={me.data.linkedProviders.includes('credential')}
            onDeleted={leave}
          />
        ) : me.isError ? (
          <FormMessage tone="error">{me.error.message}</FormMessage>
        ) : (
          <LoadingState />
        )}
      </section>
    </section>
  );
}
