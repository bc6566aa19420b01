// What other features may use of study plans: a unit test's questions, applying its answers, and
// the unit a student's plan says to study next (the tutor).
export { applyUnitTest, unitTestQuestions } from './progress';
export { studyPlanOf } from './service';
