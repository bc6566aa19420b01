import type { ChatTurn } from '@nota20/core/contracts/assistant';
import type { TutorNotes } from './ask';
import { builtinReply } from './builtin-tutor';
import type { TutorContext } from './context';

export type TutorInput = {
  message: string;
  /** The name of the server's subject the page named (never the page's own text). */
  subjectName: string | undefined;
  /** A handed-in test the page named (never an open one). */
  context: TutorContext | undefined;
  history: readonly ChatTurn[];
  /** What the message asks and the notes retrieved for it (ask.ts). */
  notes: TutorNotes;
};

/** Something that answers the student: text arrives in chunks, as a model streams it. */
export type TutorProvider = {
  name: string;
  reply(input: TutorInput, signal: AbortSignal): AsyncIterable<string>;
};

/** The provider failed (after its retries): the route answers with the spec's message. */
export class ProviderError extends Error {}

/** The built-in tutor, chunked by paragraph so the page shows it as it would a model's. */
export const builtinTutor: TutorProvider = {
  name: 'builtin',
  async *reply({ context, notes }) {
    const parts = builtinReply(context, notes).split(/(?<=\n\n)/);
    for (const part of parts) yield part;
  },
};
