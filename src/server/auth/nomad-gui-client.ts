import type Provider from 'oidc-provider'

/** The client id NOMAD's GUI uses with Keycloak (`keycloakClientId` in its env.js). */
export const NOMAD_GUI_CLIENT_ID = 'nomad_public'

/**
 * A public client for NOMAD-style GUIs (keycloak-js): like Keycloak's `nomad_public`, it takes any
 * page of the GUI as redirect and post-logout URI, because keycloak-js sends the page it is on.
 * Pages are accepted on the server's own origins only.
 */
export function nomadGuiClient(origins: string[]) {
  return {
    client_id: NOMAD_GUI_CLIENT_ID,
    client_name: 'NOMAD GUI',
    application_type: 'web',
    token_endpoint_auth_method: 'none',
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code'],
    redirect_uris: origins.map((origin) => `${origin}/`),
    post_logout_redirect_uris: origins.map((origin) => `${origin}/`),
  }
}

/** Whether `uri` is a page on one of `origins` (no credentials in it). */
export function isPageOf(uri: string, origins: string[]): boolean {
  let url: URL
  try {
    url = new URL(uri)
  } catch {
    return false
  }
  return origins.includes(url.origin) && url.username === '' && url.password === ''
}

interface ClientPrototype {
  clientId: string
  redirectUriAllowed(value: string): boolean
  postLogoutRedirectUriAllowed(value: string): boolean
}

/** Lets the NOMAD GUI client redirect to any page of `origins`; other clients keep exact matching. */
export function allowNomadGuiPages(provider: Provider, origins: string[]): void {
  const prototype = provider.Client.prototype as ClientPrototype
  const redirectAllowed = prototype.redirectUriAllowed
  const postLogoutAllowed = prototype.postLogoutRedirectUriAllowed
  prototype.redirectUriAllowed = function (this: ClientPrototype, value: string) {
    return this.clientId === NOMAD_GUI_CLIENT_ID ? isPageOf(value, origins) : redirectAllowed.call(this, value)
  }
  prototype.postLogoutRedirectUriAllowed = function (this: ClientPrototype, value: string) {
    return this.clientId === NOMAD_GUI_CLIENT_ID ? isPageOf(value, origins) : postLogoutAllowed.call(this, value)
  }
}
