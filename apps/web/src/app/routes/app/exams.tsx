import { MESSAGES } from '@nota20/core/messages';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { SelectField } from '../../../components/ui/select-field';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/states';
import { useExams } from '../../../features/subjects/api/get-exams';
import { useSubjects } from '../../../features/subjects/api/get-subjects';
import { ExamTable } from '../../../features/subjects/components/exam-table';

/** Economia A is the subject the spec's exams page was built for; the others are a choice. */
const DEFAULT_SUBJECT = 'Economia';

/** /app/exames: the signed-in national exams page (spec §2, §5, §8). */
export function Component() {
  const [subjectId, setSubjectId] = useState(DEFAULT_SUBJECT);
  const subjects = useSubjects();
  const exams = useExams(subjectId);
  // Without the subject list the page still works for the default subject, so a failure to load
  // it only hides the subject choice.
  const practice = (subjects.data ?? []).filter((s) => s.practice);
  const subjectName = practice.find((s) => s.id === subjectId)?.name;

  return (
    <>
      <PageHeader title="Exames nacionais" eyebrow={subjectName}>
        Procura pelo ano e pela fase, ou abre o enunciado e os critérios diretamente na tabela.
      </PageHeader>
      {practice.length > 1 ? (
        <div className="mb-6 max-w-xs">
          <SelectField
            label="Disciplina"
            value={subjectId}
            // The placeholder option is not a subject: choosing it keeps the current one.
            onChange={(id) => {
              if (id) setSubjectId(id);
            }}
            placeholder="Seleciona a disciplina"
            options={practice.map((s) => ({ value: s.id, label: s.name }))}
          />
        </div>
      ) : null}
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
        // A new subject starts a new search.
        <ExamTable key={subjectId} exams={exams.data} subjectName={subjectName} />
      )}
      <p className="mt-8 max-w-xl text-sm text-slate-600">
        Os enunciados e critérios são publicados pelo IAVE (agora EduQA) e estão protegidos por
        direitos de autor: o Nota20 apenas aponta para as páginas oficiais.
      </p>
    </>
  );
}
