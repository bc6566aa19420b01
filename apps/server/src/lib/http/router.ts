import { OpenAPIHono } from '@hono/zod-openapi';
import { MESSAGES } from '@nota20/core/messages';
import { AppError } from './errors';
import type { AppEnv } from './context';

/**
 * A router whose routes are validated by their zod schemas and described in the OpenAPI
 * document. A request that fails validation becomes one 400 VALIDATION error with its issues.
 */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) {
        throw new AppError(
          'VALIDATION',
          MESSAGES.validation,
          result.error.issues.map((issue) => ({
            path: issue.path.join('.'),
            message: issue.message,
          })),
        );
      }
    },
  });
}

export type Router = ReturnType<typeof createRouter>;
