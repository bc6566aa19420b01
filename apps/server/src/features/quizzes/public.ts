// What other features may use of quizzes: a student's own quiz (404 / 403 otherwise).
export { ownedQuiz } from './store';
