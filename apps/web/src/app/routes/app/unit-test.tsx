import { MESSAGES } from '@nota20/core/messages';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { StartQuiz } from '../../../features/quizzes/components/start-quiz';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Why this address cannot start a test, before asking the server (which would say 400). */
function refusalFor(planId: string, unitId: string): string | undefined {
  if (!planId || !unitId) return MESSAGES.unitTestMissingIds;
  if (!UUID.test(planId) || !UUID.test(unitId)) return MESSAGES.unitTestBadIds;
  return undefined;
}

/** /app/teste/:planoId/:unitId: a study plan's unit test, in the same runner. */
export function Component() {
  const { planoId = '', unitId = '' } = useParams();
  const request = useMemo(
    () => ({ type: 'plan_units' as const, planId: planoId, unitId }),
    [planoId, unitId],
  );
  const refusal = refusalFor(planoId, unitId);
  return <StartQuiz request={request} {...(refusal ? { refusal } : {})} />;
}
