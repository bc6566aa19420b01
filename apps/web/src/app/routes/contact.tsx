import { ArrowLeft } from 'lucide-react';
import { ButtonLink } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/page-header';
import { ContactForm } from '../../features/feedback/components/contact-form';
import { paths } from '../../lib/paths';

export function Component() {
  return (
    <>
      <ButtonLink to={paths.home} variant="ghost" className="-ml-4 mb-2">
        <ArrowLeft aria-hidden="true" className="size-4" /> Voltar
      </ButtonLink>
      <PageHeader title="Contactos">
        Sugestões, dúvidas, parcerias: escreve-nos e respondemos para o teu email.
      </PageHeader>
      <ContactForm />
    </>
  );
}
