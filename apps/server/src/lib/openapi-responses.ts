import { ErrorBodySchema } from '@nota20/core/contracts/errors';
import type { z } from 'zod';

/** OpenAPI response entries, so each route declares its shapes in one line. */
export function jsonResponse<S extends z.ZodType>(schema: S, description: string) {
  return { content: { 'application/json': { schema } }, description } as const;
}

export const errorResponse = (description: string) => jsonResponse(ErrorBodySchema, description);
