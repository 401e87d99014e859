/**
 * Runs inside the hidden iframe of oidc-client-ts's silent sign-in (single-sign-on check at load and
 * token renewal): hands the provider's answer in the URL back to the parent window.
 * The settings only satisfy the constructor; the callback needs none of them.
 */
import { UserManager } from 'oidc-client-ts'

new UserManager({ authority: window.location.origin, client_id: 'silent-callback', redirect_uri: window.location.href })
  .signinSilentCallback()
  .catch((error: unknown) => console.error('Silent sign-in callback failed', error))
