import { useQuery } from '@tanstack/react-query';
import { Navigate, useLocation } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { useSubjects } from '../../../features/subjects/api/get-subjects';
import { ReportQuestionButton } from '../../../features/learning/components/report-question';
import { quizResultQueryOptions } from '../../../features/quizzes/api/get-quiz-result';
import { QuizResultView } from '../../../features/quizzes/components/quiz-result-view';
import type { ResultsState } from '../../../features/quizzes/components/quiz-screen';
import { useStartTutorAction } from '../../../features/quizzes/use-start-test';
import { ResultsTutor } from '../../../features/tutor/components/results-tutor';
import { paths } from '../../../lib/paths';

/**
 * /app/teste/resultados: the result handed over by the runner; without it, back to Praticar.
 * The cached result stands in for it once the student changes it (a self-assessment).
 */
export function Component() {
  const state = useLocation().state as Partial<ResultsState> | null;
  const startSuggested = useStartTutorAction();
  const subjects = useSubjects();
  const handed = state?.result;
  const cached = useQuery({
    ...quizResultQueryOptions(handed?.id ?? ''),
    enabled: false,
    ...(handed ? { initialData: handed } : {}),
  });
  const result = cached.data ?? handed;
  if (!result) return <Navigate to={paths.practice} replace />;
  const subjectName = subjects.data?.find((s) => s.id === result.subject)?.name ?? result.subject;
  return (
    <>
      <PageHeader title="Resultados" eyebrow={subjectName} />
      <QuizResultView
        result={result}
        subjectName={subjectName}
        showMasteryEstimate
        tutor={<ResultsTutor result={result} onAction={startSuggested} />}
        questionActions={(q) => (
          <ReportQuestionButton
            question={{ id: q.questionId, label: `questão ${q.n} deste teste de ${subjectName}` }}
          />
        )}
      />
    </>
  );
}
