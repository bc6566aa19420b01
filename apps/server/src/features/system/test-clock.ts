import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { jsonBody, jsonResponse } from '../../lib/http/openapi-responses';
import { createRouter } from '../../lib/http/router';

export type AdjustableClock = { now: () => Date; advance: (ms: number) => Date };

/** The server's clock plus an offset that only moves forward (deadlines, lives, streaks follow it). */
export function adjustableClock(base: () => Date): AdjustableClock {
  let offsetMs = 0;
  const now = () => new Date(base().getTime() + offsetMs);
  return {
    now,
    advance: (ms) => {
      offsetMs += ms;
      return now();
    },
  };
}

const advanceRoute = createRoute({
  method: 'post',
  path: '/test/clock',
  summary: 'Tests only (TEST_CLOCK_HOOKS): move the server clock forward',
  request: {
    body: jsonBody(
      z
        .object({
          advanceMs: z
            .number()
            .int()
            .min(0)
            .max(7 * 86_400_000),
        })
        .strict(),
    ),
  },
  responses: { 200: jsonResponse(z.object({ now: z.string() }), 'The new server time') },
});

/** Mounted only when TEST_CLOCK_HOOKS is set, so browser tests can let a timer run out at once. */
export function testClockRoutes(clock: AdjustableClock) {
  return createRouter().openapi(advanceRoute, (c) => {
    const { advanceMs } = c.req.valid('json');
    return c.json({ now: clock.advance(advanceMs).toISOString() }, 200);
  });
}
