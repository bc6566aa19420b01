import { ErrorBodySchema } from '@nota20/core/contracts/errors';
import type { z } from 'zod';

/** A required JSON request body, validated by the route with `schema`. */
export function jsonBody<S extends z.ZodType>(schema: S) {
  return { content: { 'application/json': { schema } }, required: true } as const;
}

/** OpenAPI response entries, so each route declares its shapes in one line. */
export function jsonResponse<S extends z.ZodType>(schema: S, description: string) {
  return { content: { 'application/json': { schema } }, description } as const;
}

export const errorResponse = (description: string) => jsonResponse(ErrorBodySchema, description);
