import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { ErrorState, LoadingState } from '../../../components/ui/states';
import { useMe } from '../../../features/profile/api/get-me';
import { useSubjects } from '../../../features/subjects/api/get-subjects';
import { PracticeChoice } from '../../../features/quizzes/components/practice-choice';

/** /app/novo-teste (Praticar). */
export function Component() {
  const subjects = useSubjects();
  const me = useMe();
  const practice = subjects.data?.filter((s) => s.practice) ?? [];
  const initial =
    practice.find((s) => s.id === me.data?.currentSubject)?.id ?? practice[0]?.id ?? '';
  return (
    <>
      <PageHeader title="Praticar">
        Um exame com perguntas de todas as unidades, ou um teste temático à tua medida.
      </PageHeader>
      {subjects.isPending || me.isPending ? (
        <LoadingState label="A carregar disciplinas…" />
      ) : subjects.isError ? (
        <ErrorState heading="Erro" message={subjects.error.message}>
          <Button variant="secondary" onClick={() => void subjects.refetch()}>
            Tentar novamente
          </Button>
        </ErrorState>
      ) : (
        <PracticeChoice subjects={practice} initialSubject={initial} />
      )}
    </>
  );
}
