// What other features may use of subjects: the question bank, copied per process.
export {
  createQuestionBank,
  type Bank,
  type PaperRow,
  type QuestionBank,
  type QuestionRow,
} from './bank';
export { opensGroup } from './question-content';
export { worksheetItem } from './service';
