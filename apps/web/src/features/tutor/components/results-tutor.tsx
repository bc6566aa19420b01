import type { TutorAction } from '@nota20/core/contracts/assistant';
import type { QuizResult } from '@nota20/core/contracts/quizzes';
import { TutorChat } from './tutor-chat';

/** Questions a student can ask with one tap, built from their own result. */
function suggestions(result: QuizResult): string[] {
  const written = result.questions.find((q) => q.type === 'written' && q.text);
  const firstWrong = result.questions.find(
    (q) => !q.isCorrect && q.type !== 'written' && q.status === 'graded',
  );
  return [
    ...(written ? [`Avalia a minha resposta à ${written.n}`] : []),
    ...(firstWrong ? [`Porque é que errei a ${firstWrong.n}?`] : []),
    ...(firstWrong ? [`Dá-me um exercício parecido com a ${firstWrong.n}`] : []),
    'O que devo estudar?',
    'Que teste faço a seguir?',
  ];
}

/** The tutor on the results screens (spec §7): it answers about this handed-in test. */
export function ResultsTutor({
  result,
  onAction,
}: {
  result: QuizResult;
  onAction: (action: TutorAction) => void;
}) {
  return (
    <TutorChat
      about={{ quizId: result.id }}
      discipline={result.subject}
      intro="Pergunta sobre este teste ou sobre um conceito da matéria."
      suggestions={suggestions(result)}
      placeholder="Ex.: porque é que a 3 está errada?"
      saveAs={`nota20-tutor-${result.finishTime.slice(0, 10)}.txt`}
      onAction={onAction}
    />
  );
}
