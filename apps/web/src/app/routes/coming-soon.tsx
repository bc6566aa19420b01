import { ButtonLink } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/page-header';
import { paths } from '../../lib/paths';

/** Public pages whose content lands in a later release keep their route and say so plainly. */
export function Component() {
  return (
    <>
      <PageHeader title="Estamos a preparar esta página">
        Esta parte do Nota20 ainda está a ser construída. Entretanto, podes abrir os exames e as
        fichas de trabalho.
      </PageHeader>
      <ButtonLink to={paths.chooseSubject}>Ver exames e fichas</ButtonLink>
    </>
  );
}
