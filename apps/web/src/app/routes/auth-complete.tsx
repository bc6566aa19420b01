import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import {
  AUTH_CHANNEL,
  IN_POPUP_PARAM,
  takeReturnPath,
  type FederatedMessage,
} from '../../features/auth/federated';
import { paths } from '../../lib/paths';

/**
 * Where the identity provider sends the student back. In the popup it reports to the page that
 * opened it and closes; after a full-page redirect (popup blocked) it goes on by itself.
 */
export function Component() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const error = params.get('error');
  const inPopup = params.get(IN_POPUP_PARAM) === '1';
  useEffect(() => {
    const message: FederatedMessage = error ? { ok: false, error } : { ok: true };
    if (inPopup) {
      const channel = new BroadcastChannel(AUTH_CHANNEL);
      channel.postMessage(message);
      channel.close();
      window.close();
      return;
    }
    const back = takeReturnPath();
    void navigate(
      error ? `${paths.login}?erro=${encodeURIComponent(error)}` : (back ?? paths.app),
      { replace: true },
    );
  }, [error, inPopup, navigate]);
  return (
    <p role="status" className="p-6 text-slate-700">
      {error
        ? 'Não foi possível concluir. Podes fechar esta janela.'
        : 'Sessão iniciada. Podes fechar esta janela.'}
    </p>
  );
}
