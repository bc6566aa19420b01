import type { Subject } from '@nota20/core/contracts/subjects';
import { useParams } from 'react-router';
import { ButtonLink } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/page-header';
import { ExamSearch } from '../../features/subjects/components/exam-search';
import { ExamsSection } from '../../features/subjects/components/exams-section';
import { PracticeSubject } from '../../features/subjects/components/practice-subject';
import { paths } from '../../lib/paths';

function Exams({ subject }: { subject: Subject }) {
  return (
    <>
      <PageHeader title="Exames nacionais" eyebrow={subject.name}>
        Escolhe o ano e a fase: o enunciado oficial abre num novo separador.
      </PageHeader>
      <ExamsSection subjectId={subject.id}>{(exams) => <ExamSearch exams={exams} />}</ExamsSection>
      <ButtonLink to={paths.subject(subject.id)} variant="ghost" className="mt-4">
        Voltar
      </ButtonLink>
    </>
  );
}

export function Component() {
  const { disciplina = '' } = useParams();
  return (
    <PracticeSubject slug={disciplina}>{(subject) => <Exams subject={subject} />}</PracticeSubject>
  );
}
