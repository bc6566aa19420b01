import { MESSAGES } from '@nota20/core/messages';
import { useMemo } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { useQuizProgress } from '../../../features/quizzes/api/get-quiz-progress';
import { QuizScreen } from '../../../features/quizzes/components/quiz-screen';
import { QuizError, StartQuiz, Waiting } from '../../../features/quizzes/components/start-quiz';
import { useSubjects } from '../../../features/subjects/api/get-subjects';
import { paths } from '../../../lib/paths';
import { startRequestFrom, unknownType } from '../../../features/quizzes/quiz-url';

/** The quiz as the server has it; a finished one goes to its saved result. */
function ResumeQuiz({ quizId }: { quizId: string }) {
  const progress = useQuizProgress(quizId);
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
  const request = useMemo(() => startRequestFrom(search), [search]);
  const badType = unknownType(search);
  if (quizId) return <ResumeQuiz key={quizId} quizId={quizId} />;
  return (
    <StartQuiz
      request={request}
      {...(badType ? { refusal: MESSAGES.quizUnknownType(badType) } : {})}
    />
  );
}
