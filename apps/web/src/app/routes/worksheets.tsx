import { ChevronDown } from 'lucide-react';
import { useParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/page-header';
import { PracticeSubject } from '../../features/subjects/components/practice-subject';
import { UnitList } from '../../features/subjects/components/unit-list';

const SECTION_ID = 'escolha-multipla';

export function Component() {
  const { disciplina = '' } = useParams();
  return (
    <PracticeSubject slug={disciplina}>
      {(subject) => (
        <>
          <PageHeader title="Fichas de trabalho" eyebrow={subject.name}>
            Os itens de cada unidade como no exame — escolha múltipla, ordenação, associação,
            cálculo e resposta escrita, muitos sobre um documento —, com as respostas e a explicação
            de cada um.
          </PageHeader>
          <Button
            onClick={() => {
              const section = document.getElementById(SECTION_ID);
              section?.scrollIntoView({ block: 'start' });
              section?.focus({ preventScroll: true });
            }}
          >
            ESCOLHA MULTIPLA <ChevronDown aria-hidden="true" className="size-4" />
          </Button>
          <section
            id={SECTION_ID}
            tabIndex={-1}
            aria-labelledby="escolha-multipla-titulo"
            className="mt-12 scroll-mt-6 outline-none"
          >
            <h2 id="escolha-multipla-titulo" className="mb-4 text-2xl font-bold text-slate-900">
              Escolha múltipla
            </h2>
            <UnitList subject={subject} />
          </section>
        </>
      )}
    </PracticeSubject>
  );
}
