import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { failureMessage } from '../../../lib/api-client';
import { useSendVerificationEmail } from '../api/send-verification-email';

/** «Agora não» hides the banner for the rest of the visit (this tab, until it closes). */
const LATER_KEY = 'nota20-confirm-email-later';

function putOff(): boolean {
  try {
    return sessionStorage.getItem(LATER_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * Asks, calmly, to confirm the address the sign-up e-mailed a link to. The account works
 * without it; the link can be sent again, and the banner put off for this visit.
 */
export function ConfirmEmailBanner({ email }: { email: string }) {
  const [hidden, setHidden] = useState(putOff);
  const resend = useSendVerificationEmail();
  if (hidden) return null;
  return (
    <section
      aria-label="Confirmar o email"
      className="mb-6 flex gap-3 rounded-2xl border border-brand-200 bg-brand-50 p-4 text-sm text-slate-800"
    >
      {/* On a phone the text and both buttons get the whole width. */}
      <MailCheck
        aria-hidden="true"
        className="mt-0.5 hidden size-5 shrink-0 text-brand-700 sm:block"
      />
      <div className="min-w-0 flex-1">
        <p>
          <strong>Confirma o teu email:</strong> enviámos uma ligação para{' '}
          <span className="font-semibold wrap-anywhere">{email}</span>.
        </p>
        <div role="status">
          {resend.isSuccess ? (
            <p className="mt-2 font-semibold text-emerald-800">
              Enviámos outra ligação. Vê também a pasta de spam.
            </p>
          ) : null}
        </div>
        {resend.isError ? (
          <p role="alert" className="mt-2 font-semibold text-red-800">
            {failureMessage(
              resend.error,
              'Não foi possível reenviar a ligação. Tenta novamente daqui a pouco.',
            )}
          </p>
        ) : null}
        <div className="mt-3 flex flex-wrap gap-2">
          {resend.isSuccess ? null : (
            <Button
              variant="secondary"
              disabled={resend.isPending}
              onClick={() => resend.mutate(email)}
            >
              {resend.isPending ? 'A enviar…' : 'Reenviar ligação'}
            </Button>
          )}
          <Button
            variant="ghost"
            onClick={() => {
              try {
                sessionStorage.setItem(LATER_KEY, '1');
              } catch {
                // Without storage it is hidden until the page reloads.
              }
              setHidden(true);
              // The button goes away with the banner: focus goes to the page's title.
              document.querySelector<HTMLElement>('[data-page-title]')?.focus();
            }}
          >
            Agora não
          </Button>
        </div>
      </div>
    </section>
  );
}
