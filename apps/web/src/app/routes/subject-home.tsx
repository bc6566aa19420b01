import { FileText, ListChecks } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/page-header';
import { PracticeSubject } from '../../features/subjects/components/practice-subject';
import { paths } from '../../lib/paths';

export function Component() {
  const { disciplina = '' } = useParams();
  return (
    <PracticeSubject slug={disciplina}>
      {(subject) => (
        <>
          <PageHeader title={subject.name} eyebrow="Disciplina">
            Escolhe por onde começar: os exames nacionais anteriores ou as fichas de trabalho por
            unidade.
          </PageHeader>
          <div className="grid gap-4 sm:max-w-2xl sm:grid-cols-2">
            <Link
              to={paths.exams(subject.id)}
              className={buttonClasses('primary', 'min-h-24 text-base')}
            >
              <FileText aria-hidden="true" className="size-6" /> EXAMES
            </Link>
            <Link
              to={paths.worksheets(subject.id)}
              className={buttonClasses('secondary', 'min-h-24 text-base')}
            >
              <ListChecks aria-hidden="true" className="size-6" /> FICHAS DE TRABALHO
            </Link>
          </div>
        </>
      )}
    </PracticeSubject>
  );
}
