// What other features may use of the glossary and the tutor's notes: finding a term, the notes
// that answer a message, and a term's items (the tutor's «exercício parecido»).
export {
  findTerm,
  type Note,
  plain,
  searchNotes,
  type TermNote,
  termOfItem,
  termsById,
  type UnitRef,
} from './retrieval';
