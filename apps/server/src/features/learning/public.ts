// What other features may use of learning: the student's seen items (unseen first), the items a
// mistakes or review test draws, and what a hand-in records.
export { dueQuestionIds } from './review';
export { notebookRows } from './notebook';
export {
  cardOfRow,
  type HandIn,
  type LearningRow,
  learningOfQuiz,
  learningParams,
  learningWrites,
  type Outcome,
  recordAnswers,
} from './record';
export { createSeenCopies, type SeenCopies, seenVersion } from './seen';
export { practiceSubject } from './exam-dates';
export type { StoredCard } from './scheduler';
