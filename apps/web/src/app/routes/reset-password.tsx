import { useSearchParams } from 'react-router';
import { ButtonLink } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/page-header';
import { ErrorState } from '../../components/ui/states';
import { ResetPasswordForm } from '../../features/auth/components/password-reset-forms';
import { paths } from '../../lib/paths';

export function Component() {
  const [params] = useSearchParams();
  const token = params.get('token');
  return (
    <div className="mx-auto max-w-md">
      <PageHeader title="Nova palavra-passe" />
      {token && !params.get('error') ? (
        <ResetPasswordForm token={token} />
      ) : (
        <ErrorState
          heading="Ligação inválida"
          message="Esta ligação já não é válida: expira ao fim de 1 hora e só pode ser usada uma vez."
        >
          <ButtonLink to={paths.forgotPassword} variant="secondary">
            Pedir uma nova ligação
          </ButtonLink>
        </ErrorState>
      )}
    </div>
  );
}
