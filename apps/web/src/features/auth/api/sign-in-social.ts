import { apiSend } from '../../../lib/api-client';

/**
 * The provider's authorisation URL for a federated sign-in, to open in the popup or the page;
 * the provider sends the student back to `callbackURL`. No hook: the popup flow (federated.ts)
 * is not a component's.
 */
export const signInSocial = (provider: string, callbackURL: string) =>
  apiSend<{ url: string }>('POST', '/auth/sign-in/social', {
    provider,
    callbackURL,
    errorCallbackURL: callbackURL,
    disableRedirect: true,
  });
