import { MESSAGES } from '@nota20/core/messages';
import { CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/text-field';
import { LoadingState } from '../../../components/ui/states';
import { useAuthProviders } from '../api/get-auth-providers';
import { startFederated } from '../federated';

/** The spec's four link messages are Google's; a school's provider gets the same words with its name. */
function messages(name: string) {
  if (name === 'Google') {
    return {
      linked: MESSAGES.googleLinked,
      inUse: MESSAGES.googleInUse,
      failed: MESSAGES.googleLinkFailed,
    };
  }
  return {
    linked: `Conta ${name} conectada com sucesso!`,
    inUse: `Esta conta ${name} já está associada a outro usuário.`,
    failed: `Erro ao conectar conta ${name}. Tente novamente.`,
  };
}

/** Link a federated identity to the signed-in account: connecting, then connected (spec §4). */
export function ConnectedAccounts({
  linked,
  onLinked,
}: {
  linked: readonly string[];
  onLinked: () => Promise<void>;
}) {
  const providers = useAuthProviders();
  const [connecting, setConnecting] = useState<string>();
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string }>();
  if (providers.isPending) return <LoadingState />;
  const list = providers.data ?? [];
  if (list.length === 0) {
    return (
      <p className="text-slate-700">
        Este servidor não tem contas externas configuradas. Entras com o teu email e palavra-passe.
      </p>
    );
  }
  return (
    <div className="flex max-w-lg flex-col gap-4">
      {result ? <FormMessage tone={result.tone}>{result.text}</FormMessage> : null}
      <ul className="grid gap-3">
        {list.map((p) => {
          const isLinked = linked.includes(p.id);
          const text = messages(p.name);
          return (
            <li
              key={p.id}
              className="flex items-center justify-between gap-4 rounded-2xl border border-slate-200 bg-white p-4"
            >
              <span className="font-semibold text-slate-900">{p.name}</span>
              {isLinked ? (
                <span className="inline-flex items-center gap-1.5 text-sm font-semibold text-emerald-800">
                  <CheckCircle2 aria-hidden="true" className="size-4" /> Conectada
                </span>
              ) : (
                <Button
                  variant="secondary"
                  disabled={connecting !== undefined}
                  onClick={() => {
                    setResult(undefined);
                    setConnecting(p.id);
                    startFederated('link', p.id, window.location.pathname).outcome.then(
                      async (outcome) => {
                        setConnecting(undefined);
                        if (outcome === 'cancelled')
                          return setResult({ tone: 'error', text: MESSAGES.linkCancelled });
                        if (outcome.ok) {
                          await onLinked();
                          return setResult({ tone: 'success', text: text.linked });
                        }
                        const inUse =
                          /already_linked|linked_to_different_user|already.*(linked|in use)/i.test(
                            outcome.error,
                          );
                        setResult({ tone: 'error', text: inUse ? text.inUse : text.failed });
                      },
                      () => {
                        setConnecting(undefined);
                        setResult({ tone: 'error', text: text.failed });
                      },
                    );
                  }}
                >
                  {connecting === p.id ? 'A conectar…' : 'Conectar'}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
