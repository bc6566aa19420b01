import type { AssistantRequest } from '@nota20/core/contracts/assistant';
import { MESSAGES } from '@nota20/core/messages';
import { apiStream } from '../../../lib/api-client';

/**
 * POST /api/assistant: the tutor's reply, yielded piece by piece as it streams in. A refusal
 * before the stream starts throws an ApiError; an `error` event ends it with the spec's text.
 * No hook: the conversation is the panel's own state, and a stream is not a cached answer.
 */
export async function* askTutor(
  request: AssistantRequest,
  signal?: AbortSignal,
): AsyncGenerator<string> {
  for await (const { event, data } of apiStream('/assistant', request, signal)) {
    if (event === 'error') throw new Error(MESSAGES.assistantFailed);
    if (event !== 'message') continue;
    yield (JSON.parse(data) as { text: string }).text;
  }
}
