import type { QuestionContent } from '@nota20/core/contracts/subjects';
import type { question } from '../db/schema/index';

/** A question row as students read it (worksheets and tests): options shown only if present. */
export function questionContent(q: typeof question.$inferSelect): QuestionContent {
  return {
    question_text: q.text,
    ...(q.imageUrl ? { imageURL: q.imageUrl } : {}),
    ...(q.imageAlt ? { imageAlt: q.imageAlt } : {}),
    ...(q.optionA ? { option_A: q.optionA } : {}),
    ...(q.optionB ? { option_B: q.optionB } : {}),
    ...(q.optionC ? { option_C: q.optionC } : {}),
    ...(q.optionD ? { option_D: q.optionD } : {}),
  };
}
