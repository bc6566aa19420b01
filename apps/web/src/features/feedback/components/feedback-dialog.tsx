import { FEEDBACK_TYPES, URGENCIES, URGENCY_LABELS } from '@nota20/core/contracts/feedback';
import { MESSAGES } from '@nota20/core/messages';
import * as Dialog from '@radix-ui/react-dialog';
import { useState, type RefObject } from 'react';
import { Button } from '../../../components/ui/button';
import { ModalTitleBar } from '../../../components/ui/modal-dialog';
import { SelectField } from '../../../components/ui/select-field';
import { FormMessage } from '../../../components/ui/text-field';
import { useSendFeedback } from '../api/send-feedback';

type Urgency = (typeof URGENCIES)[number];

/**
 * Loaded when the student first asks for it (so the landing page does not load it up front).
 * Spec §4–5 feedback overlay: type and message required (submit disabled while either is
 * empty or while sending), urgency Baixa/normal/Alta. Escape, a click outside and × close it;
 * focus stays inside and goes back to the button that opened it.
 */
export function FeedbackDialog({
  open,
  onOpenChange,
  onSent,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSent: () => void;
  /** The button that opened the overlay: focus goes back there when it closes. */
  returnFocusTo: RefObject<HTMLElement | null>;
}) {
  const initialType = '';
  const [type, setType] = useState(initialType);
  const [message, setMessage] = useState('');
  const [urgency, setUrgency] = useState<Urgency>('normal');
  const [alert, setAlert] = useState<string>();
  const send = useSendFeedback();
  const empty = !type || !message.trim();

  const reset = () => {
    setType(initialType);
    setMessage('');
    setUrgency('normal');
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        if (!next) setAlert(undefined);
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-950/60" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-auto rounded-2xl bg-white p-6 shadow-xl"
        >
          <ModalTitleBar title="O teu feedback" />
          <Dialog.Description className="mt-1 text-slate-600">
            Encontraste um erro ou tens uma ideia? Lemos todas as mensagens.
          </Dialog.Description>
          <form
            className="mt-5 flex flex-col gap-4"
            onSubmit={async (event) => {
              event.preventDefault();
              if (empty) return setAlert(MESSAGES.feedbackRequired);
              setAlert(undefined);
              try {
                await send.mutateAsync({
                  type: type as (typeof FEEDBACK_TYPES)[number],
                  message: message.trim(),
                  urgency,
                });
                reset();
                onOpenChange(false);
                onSent();
              } catch {
                setAlert(MESSAGES.feedbackFailed);
              }
            }}
          >
            {alert ? <FormMessage tone="error">{alert}</FormMessage> : null}
            <SelectField
              label="Tipo"
              value={type}
              onChange={setType}
              options={FEEDBACK_TYPES.map((t) => ({ value: t, label: t }))}
              placeholder="Escolhe o tipo"
            />
            <div className="flex flex-col gap-1.5">
              <label htmlFor="feedback-mensagem" className="text-sm font-semibold text-slate-800">
                Mensagem
              </label>
              <textarea
                id="feedback-mensagem"
                rows={4}
                required
                maxLength={5000}
                value={message}
                onChange={(e) => setMessage(e.target.value)}
                className="rounded-xl border border-slate-300 bg-white px-3 py-2 text-base text-slate-900"
              />
            </div>
            <fieldset>
              <legend className="text-sm font-semibold text-slate-800">Urgência</legend>
              <div className="mt-2 grid grid-cols-3 gap-2">
                {URGENCIES.map((u) => (
                  <label
                    key={u}
                    className="flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-xl border border-slate-300 px-2 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
                  >
                    <input
                      type="radio"
                      name="urgencia"
                      value={u}
                      checked={urgency === u}
                      onChange={() => setUrgency(u)}
                    />
                    {URGENCY_LABELS[u]}
                  </label>
                ))}
              </div>
            </fieldset>
            <Button type="submit" disabled={empty || send.isPending}>
              {send.isPending ? MESSAGES.sending : 'Enviar'}
            </Button>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
