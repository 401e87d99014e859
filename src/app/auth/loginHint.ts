/**
 * Whether this browser has had a login to Strata: only then is the single-sign-on check at load worth
 * its time (loading the OpenID client, asking the provider in a hidden frame: about a second before the
 * first search). A visitor who never logged in starts anonymous at once; logging in sets the hint,
 * logging out or a failed check clears it.
 */
/** The localStorage key of the hint (also read by route-preload.js, before the GUI has loaded). */
export const LOGIN_HINT_KEY = 'strata.hadLogin'

export function hadLogin(): boolean {
  try {
    return window.localStorage.getItem(LOGIN_HINT_KEY) === '1'
  } catch {
    // Without storage the check runs every time, as it always did.
    return true
  }
}

export function rememberLogin(had: boolean): void {
  try {
    if (had) window.localStorage.setItem(LOGIN_HINT_KEY, '1')
    else window.localStorage.removeItem(LOGIN_HINT_KEY)
  } catch {
    // Storage refused (private mode): the next load checks again.
  }
}
