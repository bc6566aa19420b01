import { ButtonLink } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../lib/paths';

/** Signed-in pages whose features land in a later release keep their route and say so. */
export function Component() {
  return (
    <>
      <PageHeader title="Estamos a preparar esta página">
        Esta parte do Nota20 chega em breve. Entretanto, treina com as fichas de trabalho.
      </PageHeader>
      <ButtonLink to={paths.worksheets('Economia')}>Abrir as fichas de Economia A</ButtonLink>
    </>
  );
}
