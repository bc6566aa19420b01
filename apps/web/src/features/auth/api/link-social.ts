import { apiSend } from '../../../lib/api-client';

/**
 * The provider's authorisation URL for adding it to the signed-in account, to open in the popup
 * or the page; the provider sends the student back to `callbackURL`. No hook: the popup flow
 * (federated.ts) is not a component's.
 */
export const linkSocial = (provider: string, callbackURL: string) =>
  apiSend<{ url: string }>('POST', '/auth/link-social', {
    provider,
    callbackURL,
    errorCallbackURL: callbackURL,
    disableRedirect: true,
  });
