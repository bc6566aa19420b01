import { MESSAGES } from '@nota20/core/messages';
import { useParams } from 'react-router';
import { ButtonLink } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { ErrorState, LoadingState } from '../../../components/ui/states';
import { useQuizResult } from '../../../features/quizzes/api/get-quiz-result';
import { ReportQuestionButton } from '../../../features/learning/components/report-question';
import { QuizResultView } from '../../../features/quizzes/components/quiz-result-view';
import { useSubjects } from '../../../features/subjects/api/get-subjects';
import { useStartTutorAction } from '../../../features/quizzes/use-start-test';
import { ResultsTutor } from '../../../features/tutor/components/results-tutor';
import { paths } from '../../../lib/paths';

const dateFormat = new Intl.DateTimeFormat('pt-PT', { dateStyle: 'long' });

/** /app/teste/resultados/:quizId: a saved result, for its owner only (spec §6, §8 History). */
export function Component() {
  const { quizId = '' } = useParams();
  const result = useQuizResult(quizId);
  const startSuggested = useStartTutorAction();
  const subjects = useSubjects();
  if (result.isPending) return <LoadingState label="A carregar o teste…" />;
  const error = result.isError
    ? result.error.message
    : result.data.questions.length === 0
      ? MESSAGES.historyNoQuestions
      : undefined;
  if (error || !result.data) {
    return (
      <ErrorState heading={MESSAGES.errorHeading} message={error ?? MESSAGES.quizNotFound}>
        <ButtonLink to={paths.app} variant="secondary">
          Voltar ao Dashboard
        </ButtonLink>
      </ErrorState>
    );
  }
  const data = result.data;
  const subjectName = subjects.data?.find((s) => s.id === data.subject)?.name ?? data.subject;
  return (
    <>
      <PageHeader
        title={`Teste de ${dateFormat.format(new Date(data.finishTime))}`}
        eyebrow={subjectName}
      />
      <QuizResultView
        result={data}
        subjectName={subjectName}
        showMasteryEstimate={false}
        tutor={<ResultsTutor result={data} onAction={startSuggested} />}
        questionActions={(q) => (
          <ReportQuestionButton
            question={{ id: q.questionId, label: `questão ${q.n} deste teste de ${subjectName}` }}
          />
        )}
      />
    </>
  );
}
