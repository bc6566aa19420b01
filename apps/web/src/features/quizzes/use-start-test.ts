import { useNavigate } from 'react-router';
import { paths } from '../../lib/paths';
import { type QuizChoice, quizSearch } from './quiz-url';

/** Opens the runner for a choice (it starts the test there); the subject goes along for its page. */
export function useStartTest() {
  const navigate = useNavigate();
  return (choice: QuizChoice) =>
    void navigate(paths.quiz(quizSearch(choice)), { state: { discipline: choice.subject } });
}
