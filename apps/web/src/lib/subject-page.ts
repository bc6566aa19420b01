import { createContext, useContext, useEffect } from 'react';

/**
 * Whether the public page on screen is a subject's (its exams, worksheets): the public header
 * lights EXAMES there. The page says so itself, as only it knows the address named a subject
 * (an unknown address of the same shape is a 404 page).
 */
export const SubjectPageContext = createContext<(isSubjectPage: boolean) => void>(() => undefined);

/** Called by a subject's page while it is on screen. */
export function useMarkSubjectPage() {
  const mark = useContext(SubjectPageContext);
  useEffect(() => {
    mark(true);
    return () => mark(false);
  }, [mark]);
}
