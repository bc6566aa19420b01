import { useState } from 'react';
import { PageHeader } from '../../../components/ui/page-header';
import { SelectField } from '../../../components/ui/select-field';
import { useSubjects } from '../../../features/subjects/api/get-subjects';
import { ExamTable } from '../../../features/subjects/components/exam-table';
import { ExamsSection } from '../../../features/subjects/components/exams-section';

/** Economia A is the subject the spec's exams page was built for; the others are a choice. */
const DEFAULT_SUBJECT = 'Economia';

/** /app/exames: the signed-in national exams page (spec §2, §5, §8). */
export function Component() {
  const [subjectId, setSubjectId] = useState(DEFAULT_SUBJECT);
  const subjects = useSubjects();
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
      <ExamsSection subjectId={subjectId}>
        {(exams) => (
          // A new subject starts a new search.
          <ExamTable key={subjectId} exams={exams} subjectName={subjectName} />
        )}
      </ExamsSection>
    </>
  );
}
