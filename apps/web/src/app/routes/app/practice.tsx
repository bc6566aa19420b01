import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Bot } from 'lucide-react';
import { useStartTest } from '../../../features/quizzes/use-start-test';
import { Button, ButtonLink } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { ErrorState, LoadingState } from '../../../components/ui/states';
import { meQueryOptions, useMe } from '../../../features/profile/api/get-me';
import { useSubjects } from '../../../features/subjects/api/get-subjects';
import { LivesNotice } from '../../../features/quizzes/components/lives-notice';
import { PracticeChoice } from '../../../features/quizzes/components/practice-choice';
import { LearningCards } from '../../../features/learning/components/learning-cards';
import { paths } from '../../../lib/paths';

/** When the next life returns, the profile is read again, so the page shows it back at once. */
function useLifeComesBack(nextLifeAt: string | null | undefined) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!nextLifeAt) return;
    const wait = Math.max(0, Date.parse(nextLifeAt) - Date.now()) + 1000;
    const timer = window.setTimeout(
      () => void queryClient.invalidateQueries({ queryKey: meQueryOptions().queryKey }),
      wait,
    );
    return () => window.clearTimeout(timer);
  }, [nextLifeAt, queryClient]);
}

/** /app/novo-teste (Praticar): the lives first, then the Exame and Temático cards. */
export function Component() {
  const subjects = useSubjects();
  const me = useMe();
  const practice = subjects.data?.filter((s) => s.practice) ?? [];
  const initial =
    practice.find((s) => s.id === me.data?.currentSubject)?.id ?? practice[0]?.id ?? '';
  const [chosen, setChosen] = useState<string>();
  useLifeComesBack(me.data?.nextLifeAt);
  const noLives = me.data?.lives === 0;
  const start = useStartTest();
  return (
    <>
      <PageHeader title="Praticar">
        Um exame com perguntas de todas as unidades, um teste temático à tua medida, ou uma
        prova-modelo completa.
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
        <>
          {me.data ? (
            <LivesNotice
              lives={me.data.lives}
              nextLifeAt={me.data.nextLifeAt}
              worksheetsOf={chosen ?? initial}
            />
          ) : null}
          <div className="mt-6">
            <PracticeChoice
              subjects={practice}
              initialSubject={initial}
              blockedBy={noLives ? 'sem-vidas' : undefined}
              onSubject={setChosen}
            />
          </div>
          {chosen || initial ? (
            <LearningCards
              subjectId={chosen ?? initial}
              onStart={(type) => start({ type, subject: chosen ?? initial })}
            />
          ) : null}
          <p className="mt-6 flex flex-wrap items-center gap-3 rounded-2xl border border-brand-200 bg-brand-50 p-4 text-slate-800">
            <Bot aria-hidden="true" className="size-6 shrink-0 text-brand-700" />
            <span className="flex-1">
              Dúvidas sobre um conceito? O tutor explica-o, dá exemplos e prepara exercícios
              parecidos.
            </span>
            <ButtonLink variant="secondary" to={paths.tutor(chosen ?? initial)}>
              Perguntar ao tutor
            </ButtonLink>
          </p>
        </>
      )}
    </>
  );
}
