import { hadLogin } from '../auth/loginHint.js'
import { isLoginCallback } from '../auth/oidcSettings.js'
import { GUI_BASE } from '../constants.js'

/**
 * Starts fetching the code of the page the browser opened on. Pages wait for the login check (which loads
 * the OpenID client and asks the provider); fetching their chunks meanwhile, instead of after it, brings the
 * first search results and entry cards sooner. The lazy routes import the same modules, so nothing loads twice.
 */
export function preloadPageOf(pathname: string): void {
  // First in line: pages wait for the login check, and the check waits for this client (when it runs at all).
  if (hadLogin() || isLoginCallback(pathname)) void import('oidc-client-ts')
  const inApp = pathname.startsWith(GUI_BASE) ? pathname.slice(GUI_BASE.length) : pathname
  // The overview's cards (with the units library) are left to the page: loaded at boot, they delayed the login check
  // as much as they saved.
  if (/\/entry\/id\/[^/]+/.test(inApp)) void import('../pages/entry/EntryPage.js')
  else if (/^\/(user\/)?search\/[^/]+/.test(inApp)) {
    void import('../pages/search/AppSearchPage.js')
    void import('../pages/search/SearchPageContent.js')
  }
}
