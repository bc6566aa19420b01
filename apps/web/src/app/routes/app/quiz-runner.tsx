import { MESSAGES } from '@nota20/core/messages';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { ButtonLink } from '../../../components/ui/button';
import { LoadingState } from '../../../components/ui/states';
import { useSubjects } from '../../../features/subjects/api/get-subjects';
import {
  quizProgressQueryOptions,
  startQuiz,
  withClockOffset,
} from '../../../features/quizzes/api/quizzes';
import { QuizScreen } from '../../../features/quizzes/components/quiz-screen';
import { startRequestFrom, unknownType } from '../../../features/quizzes/quiz-url';
import { paths } from '../../../lib/paths';

/** Spec §8: 'Erro: {message}' with a Voltar button to Praticar. */
function QuizError({ message }: { message: string }) {
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

function Waiting({ label }: { label: string }) {
  return (
    <main className="mx-auto max-w-xl px-4 py-16">
      <LoadingState label={label} />
    </main>
  );
}

/** Starts the test the address describes, once, then puts the quiz id in the address. */
function StartQuiz({ search }: { search: URLSearchParams }) {
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
      // A reload from here on resumes this quiz instead of starting another.
      void navigate(`?quiz=${quiz.id}`, { replace: true, state: location.state });
    },
  });
  const badType = unknownType(search);
  useEffect(() => {
    // Once per visit, even when React runs effects twice in development.
    if (started.current || badType) return;
    started.current = true;
    start.mutate(startRequestFrom(search));
  }, [badType, search, start]);

  if (badType) return <QuizError message={MESSAGES.quizUnknownType(badType)} />;
  if (start.isError) return <QuizError message={start.error.message} />;
  return <Waiting label="A preparar as perguntas…" />;
}

function ResumeQuiz({ quizId }: { quizId: string }) {
  const progress = useQuery(quizProgressQueryOptions(quizId));
  const subjects = useSubjects();
  if (progress.isPending) return <Waiting label="A carregar o teste…" />;
  if (progress.isError) return <QuizError message={progress.error.message} />;
  // Already handed in (another tab, or the time ran out while away): show its result.
  if (progress.data.finished) return <Navigate to={paths.quizHistory(quizId)} replace />;
  const subjectName =
    subjects.data?.find((s) => s.id === progress.data.subject)?.name ?? progress.data.subject;
  return <QuizScreen quiz={progress.data} subjectName={subjectName} />;
}

/** /app/teste?type=&count=&time=&subject= starts a test; /app/teste?quiz={id} resumes one. */
export function Component() {
  const [search] = useSearchParams();
  const quizId = search.get('quiz');
  return quizId ? <ResumeQuiz key={quizId} quizId={quizId} /> : <StartQuiz search={search} />;
}
