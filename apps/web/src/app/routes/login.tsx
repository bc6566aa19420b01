import { MESSAGES } from '@nota20/core/messages';
import { useLocation, useSearchParams } from 'react-router';
import { FormMessage } from '../../components/ui/text-field';
import { PageHeader } from '../../components/ui/page-header';
import { LoginForm } from '../../features/auth/components/login-form';
import { paths } from '../../lib/paths';
import type { ReturnState } from '../guards';

export function Component() {
  const from = (useLocation().state as ReturnState)?.from ?? paths.app;
  // Back from a full-page federated sign-in that failed (the popup was blocked).
  const [params] = useSearchParams();
  return (
    <div className="mx-auto max-w-md">
      <PageHeader title="Entrar" eyebrow="Olá de novo" />
      {params.get('erro') ? (
        <div className="mb-4">
          <FormMessage tone="error">
            {params.get('erro') === 'account_not_linked'
              ? MESSAGES.federatedAccountNotLinked
              : MESSAGES.googleLoginFailed}
          </FormMessage>
        </div>
      ) : null}
      <LoginForm returnTo={from} />
    </div>
  );
}
