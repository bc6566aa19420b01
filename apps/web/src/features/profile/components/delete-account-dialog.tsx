import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { useRef, useState } from 'react';
import { Button, buttonClasses } from '../../../components/ui/button';
import { FormMessage, TextField } from '../../../components/ui/text-field';
import { failureMessage } from '../../../lib/api-client';
import { useDeleteAccount } from '../api/delete-account';

/** What goes, said plainly (the server deletes all of it in one go). */
const LOST = [
  'a tua conta e o teu perfil;',
  'todos os testes que fizeste, com as respostas;',
  'os planos de estudo e o progresso;',
  'as mensagens que nos enviaste;',
  'todas as sessões abertas, em qualquer dispositivo.',
] as const;

const FAILED = 'Não foi possível apagar a conta. Tenta novamente daqui a pouco.';

/**
 * «Apagar conta» and the question before it. With a password (`hasPassword`: the account has
 * the 'credential' provider) the student types it; without one (Google, a school) the server
 * wants a sign-in in the last 5 minutes. A refusal (403: wrong password, sign-in too old) is
 * shown in the dialog and nothing is deleted; `onDeleted` runs once the account is gone.
 */
export function DeleteAccountDialog({
  hasPassword,
  onDeleted,
}: {
  hasPassword: boolean;
  onDeleted: () => void;
}) {
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  const passwordField = useRef<HTMLInputElement>(null);
  const remove = useDeleteAccount();
  // Once deleted, the dialog stays as it is until the page it sits on is gone.
  const busy = remove.isPending || remove.isSuccess;
  // The server's words for a refusal (403), a rate limit, an ended session (401) or no
  // connection; a fixed text for anything else.
  const failure = remove.isError ? failureMessage(remove.error, FAILED, [0, 401, 403]) : undefined;

  return (
    <AlertDialog.Root
      open={open}
      onOpenChange={(next) => {
        if (busy) return; // no closing halfway through
        setOpen(next);
        if (!next) {
          setPassword('');
          setMissing(false);
          remove.reset();
        }
      }}
    >
      <AlertDialog.Trigger asChild>
        <Button variant="danger" className="self-start">
          Apagar conta
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-slate-950/60" />
        <AlertDialog.Content
          // With a password to type, the field takes the focus; otherwise Radix puts it on
          // «Cancelar», the safe choice.
          onOpenAutoFocus={
            hasPassword
              ? (event) => {
                  event.preventDefault();
                  passwordField.current?.focus();
                }
              : undefined
          }
          className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl"
        >
          <AlertDialog.Title className="text-lg font-bold text-slate-900">
            Apagar a tua conta?
          </AlertDialog.Title>
          <AlertDialog.Description asChild>
            <div className="mt-2 text-slate-700">
              <p>Não dá para desfazer. Apagamos de imediato:</p>
              <ul className="mt-2 list-disc pl-5">
                {LOST.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
              <p className="mt-2">Depois, podes usar o mesmo email para criar uma conta nova.</p>
            </div>
          </AlertDialog.Description>
          <form
            noValidate
            className="mt-5 flex flex-col gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              if (hasPassword && password === '') {
                setMissing(true);
                passwordField.current?.focus();
                return;
              }
              setMissing(false);
              remove.mutate(hasPassword ? { password } : {}, { onSuccess: onDeleted });
            }}
          >
            {failure ? <FormMessage tone="error">{failure}</FormMessage> : null}
            {hasPassword ? (
              <TextField
                ref={passwordField}
                label="Palavra-passe"
                type="password"
                autoComplete="current-password"
                required
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                error={missing ? 'Indica a palavra-passe.' : undefined}
                hint="Escreve a tua palavra-passe para confirmar que és tu."
              />
            ) : (
              <p className="text-sm text-slate-700">
                A tua conta não tem palavra-passe (entras com Google ou com a escola). Por
                segurança, só a podes apagar nos 5 minutos a seguir a entrares. Se já passou mais
                tempo, sai, volta a entrar e apaga-a logo a seguir.
              </p>
            )}
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <AlertDialog.Cancel className={buttonClasses('secondary')} disabled={busy}>
                Cancelar
              </AlertDialog.Cancel>
              <Button type="submit" variant="danger" disabled={busy}>
                {busy ? 'A apagar…' : 'Apagar conta'}
              </Button>
            </div>
          </form>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
