import type { Subject } from '@nota20/core/contracts/subjects';
import { MESSAGES } from '@nota20/core/messages';
import { useParams } from 'react-router';
import { Button, ButtonLink } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/page-header';
import { EmptyState, ErrorState, LoadingState } from '../../components/ui/states';
import { useExams } from '../../features/subjects/api/get-exams';
import { ExamSearch } from '../../features/subjects/components/exam-search';
import { PracticeSubject } from '../../features/subjects/components/practice-subject';
import { paths } from '../../lib/paths';

function Exams({ subject }: { subject: Subject }) {
  const exams = useExams(subject.id);
  return (
    <>
      <PageHeader title="Exames nacionais" eyebrow={subject.name}>
        Escolhe o ano e a fase: o enunciado oficial abre num novo separador.
      </PageHeader>
      {exams.isPending ? (
        <LoadingState label="A carregar exames…" />
      ) : exams.isError ? (
        <ErrorState heading={MESSAGES.examsLoadErrorHeading} message={exams.error.message}>
          <Button variant="secondary" onClick={() => void exams.refetch()}>
            Tentar novamente
          </Button>
        </ErrorState>
      ) : exams.data.length === 0 ? (
        <EmptyState>{MESSAGES.noExamsAvailable}</EmptyState>
      ) : (
        <ExamSearch exams={exams.data} />
      )}
      <p className="mt-8 max-w-xl text-sm text-slate-600">
        Os enunciados e critérios são publicados pelo IAVE (agora EduQA) e estão protegidos por
        direitos de autor: o Nota20 apenas aponta para as páginas oficiais.
      </p>
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
