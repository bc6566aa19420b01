import type { Subject } from '@nota20/core/contracts/subjects';
import { subjectSlug } from '@nota20/core/subject-routes';
import type { ReactNode } from 'react';
import { ButtonLink } from '../../../components/ui/button';
import { NotFound } from '../../../components/ui/not-found';
import { ErrorState, LoadingState } from '../../../components/ui/states';
import { paths } from '../../../lib/paths';
import { useMarkSubjectPage } from '../../../lib/subject-page';
import { useSubjects } from '../api/get-subjects';

/** The practice subject a route segment names (its id in lower case), if any. */
export function practiceSubjectBySlug(subjects: readonly Subject[], slug: string) {
  return subjects.find((s) => s.practice && subjectSlug(s.id) === slug.toLowerCase());
}

/**
 * Resolves the subject named by a route segment (its id in lower case) among the practice
 * subjects, with the loading and error states, then renders the page for it.
 */
export function PracticeSubject({
  slug,
  children,
}: {
  slug: string;
  children: (subject: Subject) => ReactNode;
}) {
  const subjects = useSubjects();
  if (subjects.isPending) return <LoadingState label="A carregar a disciplina…" />;
  if (subjects.isError) {
    return (
      <ErrorState heading="Erro" message={subjects.error.message}>
        <ButtonLink to={paths.chooseSubject} variant="secondary">
          Escolher disciplina
        </ButtonLink>
      </ErrorState>
    );
  }
  const subject = practiceSubjectBySlug(subjects.data, slug);
  // Any other address of one segment lands here too: it is a page that does not exist.
  if (!subject) return <NotFound />;
  return <SubjectPage>{children(subject)}</SubjectPage>;
}

/** A subject's page: the public header lights EXAMES while it is on screen. */
function SubjectPage({ children }: { children: ReactNode }) {
  useMarkSubjectPage();
  return children;
}
