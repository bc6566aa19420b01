import { PageHeader } from '../../components/ui/page-header';
import { ForgotPasswordForm } from '../../features/auth/components/password-reset-forms';

export function Component() {
  return (
    <div className="mx-auto max-w-md">
      <PageHeader title="Esqueceste-te da palavra-passe?">
        Indica o email da tua conta e enviamos-te uma ligação para escolheres uma nova.
      </PageHeader>
      <ForgotPasswordForm />
    </div>
  );
}
