import type { StartQuiz as StartQuizRequest } from '@nota20/core/contracts/quizzes';
import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/button';
import { LoadingState } from '../../../components/ui/states';
import { ApiError } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { useStartQuiz } from '../api/start-quiz';

/** Spec §8: 'Erro: {message}' with a Voltar button to Praticar; `children`, what else helps. */
export function QuizError({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <main className="mx-auto max-w-xl px-4 py-16">
      <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-6">
        <h1 className="text-lg font-bold text-red-900">Erro: {message}</h1>
        {children}
        <div className="mt-4 flex flex-wrap gap-2">
          <ButtonLink to={paths.practice} variant="secondary">
            Voltar
          </ButtonLink>
        </div>
      </div>
    </main>
  );
}

/** A start the server refused, or that never reached it, with what to do about it. */
function StartFailed({ error, retry }: { error: Error; retry: () => void }) {
  if (error instanceof ApiError && error.status === 0) {
    return (
      <QuizError message="Precisas de ligação à internet para começar um teste.">
        <p className="mt-2 text-red-900">
          As perguntas e o relógio vêm do servidor. Quando tiveres rede, tenta outra vez.
        </p>
        <Button className="mt-4" onClick={retry}>
          Tentar outra vez
        </Button>
      </QuizError>
    );
  }
  if (error instanceof ApiError && error.code === 'NO_LIVES') {
    return (
      <QuizError message={error.message}>
        <p className="mt-2 text-red-900">
          Os testes dos planos de estudo e as fichas de trabalho continuam abertos.
        </p>
        <ButtonLink to={paths.study} className="mt-4">
          Estudar com um plano
        </ButtonLink>
      </QuizError>
    );
  }
  return <QuizError message={error.message} />;
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
  const started = useRef(false);
  const start = useStartQuiz({
    onSuccess: (quiz) =>
      void navigate(paths.quiz(`?quiz=${quiz.id}`), { replace: true, state: location.state }),
  });
  useEffect(() => {
    // Once per visit, even when React runs effects twice in development.
    if (started.current || refusal) return;
    started.current = true;
    start.mutate(request);
  }, [refusal, request, start]);

  if (refusal) return <QuizError message={refusal} />;
  if (start.isError) return <StartFailed error={start.error} retry={() => start.mutate(request)} />;
  return <Waiting label="A preparar as perguntas…" />;
}
