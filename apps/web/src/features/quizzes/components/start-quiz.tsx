import type { StartQuiz as StartQuizRequest } from '@nota20/core/contracts/quizzes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ButtonLink } from '../../../components/ui/button';
import { LoadingState } from '../../../components/ui/states';
import { paths } from '../../../lib/paths';
import { quizProgressQueryOptions, startQuiz, withClockOffset } from '../api/quizzes';

/** Spec §8: 'Erro: {message}' with a Voltar button to Praticar. */
export function QuizError({ message }: { message: string }) {
  return (
    <main className="mx-auto max-w-xl px-4 py-16">
      <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-6">
        <h1 className="text-lg font-bold text-red-900">Erro: {message}</h1>
        <ButtonLink to={paths.practice} variant="secondary" className="mt-4">
          Voltar
        </ButtonLink>
      </div>
    </main>
  );
}

export function Waiting({ label }: { label: string }) {
  return (
    <main className="mx-auto max-w-xl px-4 py-16">
      <LoadingState label={label} />
    </main>
  );
}

/**
 * Starts a test, once, then moves to /app/teste?quiz={id}: from there a reload resumes this quiz
 * instead of starting another.
 */
export function StartQuiz({ request, refusal }: { request: StartQuizRequest; refusal?: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const started = useRef(false);
  const start = useMutation({
    mutationFn: startQuiz,
    onSuccess: (quiz) => {
      queryClient.setQueryData(
        quizProgressQueryOptions(quiz.id).queryKey,
        withClockOffset({ ...quiz, finished: false }),
      );
      void navigate(paths.quiz(`?quiz=${quiz.id}`), { replace: true, state: location.state });
    },
  });
  useEffect(() => {
    // Once per visit, even when React runs effects twice in development.
    if (started.current || refusal) return;
    started.current = true;
    start.mutate(request);
  }, [refusal, request, start]);

  if (refusal) return <QuizError message={refusal} />;
  if (start.isError) return <QuizError message={start.error.message} />;
  return <Waiting label="A preparar as perguntas…" />;
}
