import { systemPrompt } from './prompt';
import { ProviderError, type TutorInput, type TutorProvider } from './provider';

type Options = {
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  timeoutMs: number;
  /** Retries after a 429 or 5xx, with exponential backoff (or the server's Retry-After). */
  retries?: number;
  backoffMs?: number;
  fetch?: typeof fetch;
};

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason as Error);
    });
  });

/** The messages of a chat-completions request: system prompt, the conversation, the question. */
export function chatMessages(input: TutorInput) {
  return [
    { role: 'system' as const, content: systemPrompt(input) },
    ...input.history.map((turn) => ({ role: turn.role, content: turn.content })),
    { role: 'user' as const, content: input.message },
  ];
}

/** Reads `data:` lines of a server-sent event stream and yields each chunk's text. */
async function* streamedText(body: ReadableStream<Uint8Array>): AsyncIterable<string> {
  const decoder = new TextDecoder();
  let buffer = '';
  for await (const bytes of body) {
    buffer += decoder.decode(bytes, { stream: true });
    let newline: number;
    while ((newline = buffer.indexOf('\n')) >= 0) {
      const line = buffer.slice(0, newline).trim();
      buffer = buffer.slice(newline + 1);
      if (!line.startsWith('data:')) continue;
      const data = line.slice(5).trim();
      if (data === '[DONE]') return;
      const parsed = JSON.parse(data) as { choices?: { delta?: { content?: string } }[] };
      const text = parsed.choices?.[0]?.delta?.content;
      if (text) yield text;
    }
  }
}

/**
 * Chat completions on any server speaking OpenAI's protocol (a hosted API, llama.cpp, vLLM),
 * streamed. A 429 or 5xx is retried with backoff before any text was sent; a time-out, a refusal
 * or a broken stream becomes a ProviderError.
 */
export function openAiCompatible(options: Options): TutorProvider {
  const { retries = 2, backoffMs = 500, fetch: fetchFn = fetch } = options;
  const url = `${options.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  return {
    name: 'openai-compatible',
    async *reply(input, signal) {
      const deadline = AbortSignal.any([signal, AbortSignal.timeout(options.timeoutMs)]);
      const body = JSON.stringify({
        model: options.model,
        messages: chatMessages(input),
        stream: true,
        temperature: 0.3,
      });
      try {
        for (let attempt = 0; ; attempt++) {
          const response = await fetchFn(url, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              accept: 'text/event-stream, application/json',
              ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
            },
            body,
            signal: deadline,
          });
          if ((response.status === 429 || response.status >= 500) && attempt < retries) {
            await response.body?.cancel();
            const retryAfter = Number(response.headers.get('retry-after'));
            const wait =
              Number.isFinite(retryAfter) && retryAfter > 0
                ? Math.min(retryAfter * 1000, 10_000)
                : backoffMs * 2 ** attempt;
            await sleep(wait, deadline);
            continue;
          }
          if (!response.ok || !response.body) {
            await response.body?.cancel();
            throw new ProviderError(`provider answered ${response.status}`);
          }
          if ((response.headers.get('content-type') ?? '').includes('text/event-stream')) {
            yield* streamedText(response.body);
          } else {
            // A server that ignores `stream` answers with one JSON completion.
            const json = (await response.json()) as {
              choices?: { message?: { content?: string } }[];
            };
            const text = json.choices?.[0]?.message?.content;
            if (!text) throw new ProviderError('provider answered without text');
            yield text;
          }
          return;
        }
      } catch (error) {
        if (error instanceof ProviderError) throw error;
        throw new ProviderError(error instanceof Error ? error.message : String(error));
      }
    },
  };
}
