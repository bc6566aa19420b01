import { paths } from '../../lib/paths';
import { ButtonLink } from './button';
import { PageHeader } from './page-header';

/** What an address that leads nowhere shows (the server answers it with 404 too). */
export function NotFound() {
  return (
    <>
      <PageHeader title="Página não encontrada">
        O endereço que abriste não existe ou mudou de sítio.
      </PageHeader>
      <div className="flex flex-wrap gap-3">
        <ButtonLink to={paths.home}>Ir para o início</ButtonLink>
        <ButtonLink to={paths.chooseSubject} variant="secondary">
          Ver exames e fichas
        </ButtonLink>
      </div>
    </>
  );
}
