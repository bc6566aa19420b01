import { ButtonLink } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/page-header';
import { paths } from '../../lib/paths';

export function Component() {
  return (
    <>
      <PageHeader title="Página não encontrada">
        O endereço que abriste não existe ou mudou de sítio.
      </PageHeader>
      <ButtonLink to={paths.home}>Ir para o início</ButtonLink>
    </>
  );
}
