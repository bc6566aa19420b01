import { AssistantReplySchema, AssistantRequestSchema } from '@nota20/core/contracts/assistant';
import { MESSAGES } from '@nota20/core/messages';
import { streamSSE } from 'hono/streaming';
import type { Config } from '../../config';
import { AppError } from '../../lib/http/errors';
import { errorResponse, jsonBody, jsonResponse } from '../../lib/http/openapi-responses';
import { createRouter } from '../../lib/http/router';
import { prepareTutor } from './ask';
import { openAiCompatible } from './openai-provider';
import { builtinTutor, ProviderError, type TutorProvider } from './provider';
import { studentRoute } from '../../auth/require-user';
import type { QuestionBank } from '../subjects/public';

/** Per student: a real conversation fits; a script hammering a paid model does not. */
const WINDOW_SECONDS = 10 * 60;
const MAX_PER_WINDOW = 40;

/** OpenAI-compatible when AI_BASE_URL is set; the built-in tutor otherwise (README, Configuration). */
export function createTutor(config: Config): TutorProvider {
  if (!config.AI_BASE_URL || !config.AI_MODEL) return builtinTutor;
  return openAiCompatible({
    baseUrl: config.AI_BASE_URL,
    apiKey: config.AI_API_KEY,
    model: config.AI_MODEL,
    timeoutMs: config.AI_TIMEOUT_MS,
  });
}

const askRoute = studentRoute({
  method: 'post',
  path: '/assistant',
  summary:
    'Ask the study tutor: about a handed-in test (quizId), an item of the bank (questionId), or anything from the notes. With Accept: text/event-stream the reply streams as SSE events (data: {"text"}), then maybe an "action" event, then a "done" or "error" event',
  request: { body: jsonBody(AssistantRequestSchema) },
  responses: {
    200: jsonResponse(AssistantReplySchema, 'The reply'),
    400: errorResponse('Empty or too long message'),
    401: errorResponse('No session'),
    403: errorResponse('Another student’s quiz'),
    404: errorResponse('No such quiz or question'),
    429: errorResponse('Too many messages'),
    503: errorResponse('The model failed (spec message)'),
  },
});

export function assistantRoutes({ tutor, bank }: { tutor: TutorProvider; bank: QuestionBank }) {
  return createRouter().openapi(askRoute, async (c) => {
    const body = c.req.valid('json');
    const message = body.message.trim();
    if (!message) throw new AppError('VALIDATION', MESSAGES.assistantEmpty);
    const db = c.get('db');
    const user = c.get('user');
    const log = c.get('log');
    const limiter = c.get('limiter');
    const hit = await limiter.hit(`tutor:${user.id}`, WINDOW_SECONDS, MAX_PER_WINDOW);
    if (!hit.allowed) {
      throw new AppError(
        'RATE_LIMITED',
        MESSAGES.rateLimited(Math.ceil(hit.retryAfterSeconds / 60)),
        undefined,
        hit.retryAfterSeconds,
      );
    }
    // The page names a subject by id; only the server's name for it reaches the prompt.
    const { context, notes, subjectName } = await prepareTutor(db, await bank.get(), user.id, {
      ...body,
      message,
      now: c.get('now')(),
    });
    const input = { message, subjectName, context, notes, history: body.history ?? [] };
    const action = notes.action;
    const signal = c.req.raw.signal;

    if (!(c.req.header('accept') ?? '').includes('text/event-stream')) {
      let text = '';
      try {
        for await (const chunk of tutor.reply(input, signal)) text += chunk;
      } catch (error) {
        if (!(error instanceof ProviderError)) throw error;
        log.warn({ err: error, provider: tutor.name }, 'tutor failed');
        throw new AppError('UNAVAILABLE', MESSAGES.assistantFailed);
      }
      return c.json({ message: text, ...(action ? { action } : {}) }, 200);
    }

    // Streamed: the text goes out as it arrives; a failure midway ends with an error event.
    return streamSSE(c, async (stream) => {
      try {
        for await (const chunk of tutor.reply(input, signal)) {
          await stream.writeSSE({ data: JSON.stringify({ text: chunk }) });
        }
        if (action) await stream.writeSSE({ event: 'action', data: JSON.stringify(action) });
        await stream.writeSSE({ event: 'done', data: '{}' });
      } catch (error) {
        log.warn({ err: error, provider: tutor.name }, 'tutor failed');
        await stream.writeSSE({
          event: 'error',
          data: JSON.stringify({ message: MESSAGES.assistantFailed }),
        });
      }
    }) as never;
  });
}
