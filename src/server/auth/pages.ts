import { escapeHtml, page } from './html.js'
import type { RegistrationErrors, RegistrationValues } from './registration-form.js'
import type { AuthUser } from './types.js'

export function loginPage(options: { action: string; registerUrl: string; abortUrl: string; login?: string; error?: string }): string {
  const error = options.error ? `<div class="error" role="alert">${escapeHtml(options.error)}</div>` : ''
  return page(
    'Log in',
    `${error}<form method="post" action="${escapeHtml(options.action)}" autocomplete="on">
<label for="login">Username or email</label>
<input id="login" name="login" autocomplete="username" required autofocus value="${escapeHtml(options.login ?? '')}">
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">Log in</button>
</form>
<p class="alternative">No account yet? <a href="${escapeHtml(options.registerUrl)}">Register</a></p>
<p class="alternative"><a href="${escapeHtml(options.abortUrl)}">Cancel</a></p>`,
  )
}

const registrationFields: { name: keyof RegistrationValues; label: string; type: string; autocomplete: string }[] = [
  { name: 'username', label: 'Username', type: 'text', autocomplete: 'username' },
  { name: 'email', label: 'Email', type: 'email', autocomplete: 'email' },
  { name: 'first_name', label: 'First name', type: 'text', autocomplete: 'given-name' },
  { name: 'last_name', label: 'Last name', type: 'text', autocomplete: 'family-name' },
  { name: 'affiliation', label: 'Affiliation (optional)', type: 'text', autocomplete: 'organization' },
  { name: 'password', label: 'Password', type: 'password', autocomplete: 'new-password' },
  { name: 'password_repeat', label: 'Password (again)', type: 'password', autocomplete: 'new-password' },
]

export function registerPage(options: { action: string; loginUrl: string; values?: Partial<RegistrationValues>; errors?: RegistrationErrors }): string {
  const errors = options.errors ?? {}
  const inputs = registrationFields
    .map(({ name, label, type, autocomplete }) => {
      const error = errors[name]
      const value = type === 'password' ? '' : (options.values?.[name] ?? '')
      return `<label for="${name}">${escapeHtml(label)}</label>
<input id="${name}" name="${name}" type="${type}" autocomplete="${autocomplete}" value="${escapeHtml(value)}"${error ? ` aria-invalid="true" aria-describedby="${name}-error"` : ''}>${
        error ? `\n<div class="field-error" id="${name}-error">${escapeHtml(error)}</div>` : ''
      }`
    })
    .join('\n')
  return page(
    'Register',
    `<form method="post" action="${escapeHtml(options.action)}" novalidate>
${inputs}
<button type="submit">Register</button>
</form>
<p class="alternative">Already registered? <a href="${escapeHtml(options.loginUrl)}">Log in</a></p>`,
  )
}

export function accountPage(options: { user: AuthUser; groupNames: string[]; appUrl: string; logoutUrl: string }): string {
  const { user } = options
  const rows: [string, string | undefined][] = [
    ['Name', user.name],
    ['Username', user.username],
    ['Email', user.email],
    ['Affiliation', user.affiliation],
    ['Affiliation address', user.affiliation_address],
    ['Groups', options.groupNames.join(', ') || undefined],
    ['Member since', user.created.slice(0, 10)],
    ['User id', user.user_id],
  ]
  const details = rows
    .filter(([, value]) => value)
    .map(([label, value]) => `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>`)
    .join('\n')
  return page(
    'Your account',
    `<dl>
${details}
</dl>
<a class="button" href="${escapeHtml(options.appUrl)}">Back to Strata</a>
<a class="button secondary" href="${escapeHtml(options.logoutUrl)}">Log out</a>`,
    { wide: true },
  )
}

export function notLoggedInPage(options: { appUrl: string }): string {
  return page('Your account', `<p>You are not logged in.</p><a class="button" href="${escapeHtml(options.appUrl)}">Go to Strata</a>`)
}

/** The logout confirmation; `form` is the provider's hidden form. Submits itself when `confirmed`. */
export function logoutPage(options: { form: string; confirmed: boolean }): string {
  if (options.confirmed) {
    const form = options.form.replace('</form>', '<input type="hidden" name="logout" value="yes"></form>')
    return page('Logging out', `<p>Logging out …</p>${form}<noscript><button type="submit" form="op.logoutForm">Log out</button></noscript>`, {
      script: "document.getElementById('op.logoutForm').submit()",
    })
  }
  return page(
    'Log out',
    `<p>Do you want to log out of Strata?</p>${options.form}
<button type="submit" form="op.logoutForm" name="logout" value="yes" autofocus>Log out</button>
<button type="submit" form="op.logoutForm" class="secondary">Stay logged in</button>`,
  )
}

export function loggedOutPage(options: { appUrl: string }): string {
  return page('Logged out', `<p>You have been logged out.</p><a class="button" href="${escapeHtml(options.appUrl)}">Back to Strata</a>`)
}

export function errorPage(options: { message: string; appUrl: string; details?: Record<string, unknown> }): string {
  const details = Object.entries(options.details ?? {})
    .map(([key, value]) => `<dt>${escapeHtml(key)}</dt><dd>${escapeHtml(value)}</dd>`)
    .join('\n')
  return page(
    'Something went wrong',
    `<p>${escapeHtml(options.message)}</p>${details ? `<dl>${details}</dl>` : ''}<a class="button" href="${escapeHtml(options.appUrl)}">Back to Strata</a>`,
  )
}
