import type { UserManagerSettings } from 'oidc-client-ts'
import { AUTH_CALLBACK_PATH, GUI_BASE, SILENT_CALLBACK_FILE } from '../constants.js'

/** How long the single-sign-on check at load may take before the GUI carries on anonymously. */
const SILENT_CHECK_TIMEOUT_SECONDS = 4

/** Authorization code flow with PKCE (oidc-client-ts does PKCE for response_type 'code'). */
export function oidcSettings(authority: string, clientId: string, origin: string): UserManagerSettings {
  return {
    authority,
    client_id: clientId,
    redirect_uri: `${origin}${GUI_BASE}${AUTH_CALLBACK_PATH}`,
    silent_redirect_uri: `${origin}${GUI_BASE}/${SILENT_CALLBACK_FILE}`,
    post_logout_redirect_uri: `${origin}${GUI_BASE}/`,
    response_type: 'code',
    scope: 'openid profile email',
    automaticSilentRenew: true,
    monitorSession: false,
    silentRequestTimeoutInSeconds: SILENT_CHECK_TIMEOUT_SECONDS,
  }
}

/** The provider's account page (Keycloak's layout), linked from the user's name. */
export function accountUrl(authority: string): string {
  return `${authority.replace(/\/+$/, '')}/account`
}

/** Is this page load the provider coming back from the login redirect? */
export function isLoginCallback(pathname: string): boolean {
  return pathname.replace(/\/+$/, '') === `${GUI_BASE}${AUTH_CALLBACK_PATH}`
}
