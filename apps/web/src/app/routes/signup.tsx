import { PageHeader } from '../../components/ui/page-header';
import { SignUpForm } from '../../features/auth/components/signup-form';
import { paths } from '../../lib/paths';

export function Component() {
  return (
    <div className="mx-auto max-w-md">
      <PageHeader title="Criar conta" eyebrow="Grátis para sempre">
        Guarda os teus testes, acompanha o progresso e segue planos de estudo.
      </PageHeader>
      <SignUpForm returnTo={paths.app} />
    </div>
  );
}
