// What other features may use of study plans: a unit test's questions, and applying its answers.
export { applyUnitTest, unitTestQuestions } from './progress';
