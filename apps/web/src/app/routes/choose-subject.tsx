import { PageHeader } from '../../components/ui/page-header';
import { SubjectPicker } from '../../features/subjects/components/subject-picker';

export function Component() {
  return (
    <>
      <PageHeader title="Escolhe a disciplina" eyebrow="Exames e fichas">
        Escolhe a disciplina para veres os exames nacionais e as fichas de trabalho.
      </PageHeader>
      <SubjectPicker />
    </>
  );
}
