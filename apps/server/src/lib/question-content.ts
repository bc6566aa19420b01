import type { QuestionContent } from '@nota20/core/contracts/subjects';
import type { question } from '../db/schema/index';

type QuestionStem = Pick<QuestionContent, 'question_text' | 'imageURL' | 'imageAlt'>;

/** A question's text and figure, without its options (a test result lists those as `options`). */
export function questionStem(q: typeof question.$inferSelect): QuestionStem {
  return {
    question_text: q.text,
    ...(q.imageUrl ? { imageURL: q.imageUrl } : {}),
    ...(q.imageAlt ? { imageAlt: q.imageAlt } : {}),
  };
}

/** A question row as students read it (worksheets and tests): options shown only if present. */
export function questionContent(q: typeof question.$inferSelect): QuestionContent {
  return {
    ...questionStem(q),
    ...(q.optionA ? { option_A: q.optionA } : {}),
    ...(q.optionB ? { option_B: q.optionB } : {}),
    ...(q.optionC ? { option_C: q.optionC } : {}),
    ...(q.optionD ? { option_D: q.optionD } : {}),
  };
}
