// What other features may use of a student's own data: the per-process copies and their figures.
export {
  createStudents,
  historyFigures,
  type FinishedTest,
  type StudentData,
  type Students,
} from './data';
