import type { TutorAction } from '@nota20/core/contracts/assistant';
import { useNavigate } from 'react-router';
import { paths } from '../../lib/paths';
import { type QuizChoice, quizSearch } from './quiz-url';

/** Opens the runner for a choice (it starts the test there); the subject goes along for its page. */
export function useStartTest() {
  const navigate = useNavigate();
  return (choice: QuizChoice) =>
    void navigate(paths.quiz(quizSearch(choice)), { state: { discipline: choice.subject } });
}

/** Starts what the tutor offered with one tap: its «exercício parecido» (issue 28). */
export function useStartTutorAction() {
  const start = useStartTest();
  return (action: TutorAction) =>
    start({ type: 'similar', subject: action.subject, term: action.term });
}
