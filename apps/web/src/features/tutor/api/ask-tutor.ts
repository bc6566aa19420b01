import type { AssistantRequest, TutorAction } from '@nota20/core/contracts/assistant';
import { MESSAGES } from '@nota20/core/messages';
import { apiStream } from '../../../lib/api-client';

/** A piece of the reply as it streams in, or what the tutor offers to do with one tap. */
export type TutorEvent = { text: string } | { action: TutorAction };

/**
 * POST /api/assistant: the tutor's reply, yielded piece by piece as it streams in, then maybe an
 * action («exercício parecido»). A refusal before the stream starts throws an ApiError; an
 * `error` event ends it with the spec's text. No hook: the conversation is the chat's own state,
 * and a stream is not a cached answer.
 */
export async function* askTutor(
  request: AssistantRequest,
  signal?: AbortSignal,
): AsyncGenerator<TutorEvent> {
  for await (const { event, data } of apiStream('/assistant', request, signal)) {
    if (event === 'error') throw new Error(MESSAGES.assistantFailed);
    if (event === 'action') yield { action: JSON.parse(data) as TutorAction };
    if (event !== 'message') continue;
    yield { text: (JSON.parse(data) as { text: string }).text };
  }
}
