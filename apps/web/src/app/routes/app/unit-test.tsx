import { MESSAGES } from '@nota20/core/messages';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { StartQuiz } from '../../../features/quizzes/components/start-quiz';

/** /app/teste/:planoId/:unitId: a study plan's unit test, in the same runner. */
export function Component() {
  const { planoId = '', unitId = '' } = useParams();
  const request = useMemo(
    () => ({ type: 'plan_units' as const, planId: planoId, unitId }),
    [planoId, unitId],
  );
  return (
    <StartQuiz
      request={request}
      {...(planoId && unitId ? {} : { refusal: MESSAGES.unitTestMissingIds })}
    />
  );
}
