import type { NationalExam } from '@nota20/core/contracts/subjects';
import { MESSAGES } from '@nota20/core/messages';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/states';
import { useExams } from '../api/get-exams';

/**
 * A subject's exam papers through their loading, error and empty states (spec §8 texts), then
 * `children` with the list, and the copyright note both exam pages carry.
 */
export function ExamsSection({
  subjectId,
  children,
}: {
  subjectId: string;
  children: (exams: NationalExam[]) => ReactNode;
}) {
  const exams = useExams(subjectId);
  return (
    <>
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
        children(exams.data)
      )}
      <p className="mt-8 max-w-xl text-sm text-slate-600">
        Os enunciados e critérios são publicados pelo IAVE (agora EduQA) e estão protegidos por
        direitos de autor: o Nota20 apenas aponta para as páginas oficiais.
      </p>
    </>
  );
}
