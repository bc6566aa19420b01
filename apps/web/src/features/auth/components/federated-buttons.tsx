import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useAuthProviders } from '../api/get-auth-providers';
import { startOver } from '../api/start-over';
import { startFederated } from '../federated';

/**
 * One button per federated provider the server offers ("Google", a school's provider). On
 * success the session refreshes and the guest guard moves the student on; on failure the
 * parent shows its spec message.
 */
export function FederatedButtons({
  returnTo,
  onError,
  label,
}: {
  returnTo: string;
  /** `reason` is the provider's or better-auth's error code, when there is one. */
  onError: (providerName: string, reason?: string) => void;
  label: (providerName: string) => string;
}) {
  const providers = useAuthProviders();
  const queryClient = useQueryClient();
  const [waiting, setWaiting] = useState<{ name: string; cancel: () => void } | null>(null);

  if (!providers.data || providers.data.length === 0) return null;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center gap-3 text-sm text-slate-600" aria-hidden="true">
        <span className="h-px flex-1 bg-slate-200" /> ou{' '}
        <span className="h-px flex-1 bg-slate-200" />
      </div>
      {providers.data.map((p) => (
        <Button
          key={p.id}
          variant="secondary"
          disabled={waiting !== null}
          onClick={() => {
            const flow = startFederated('sign-in', p.id, returnTo);
            setWaiting({ name: p.name, cancel: flow.cancel });
            flow.outcome.then(
              async (result) => {
                setWaiting(null);
                if (result === 'cancelled') return;
                if (result.ok) await startOver(queryClient);
                else onError(p.name, result.error);
              },
              () => {
                setWaiting(null);
                onError(p.name);
              },
            );
          }}
        >
          {label(p.name)}
        </Button>
      ))}
      {waiting ? (
        <p role="status" className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
          A aguardar a janela de {waiting.name}…
          <button
            type="button"
            className="font-semibold text-brand-800 underline"
            onClick={waiting.cancel}
          >
            Cancelar
          </button>
        </p>
      ) : null}
    </div>
  );
}
