// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react'
import { useContext } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { AuthContext } from '../../src/app/auth/AuthContext.js'
import { LOGIN_HINT_KEY } from '../../src/app/auth/loginHint.js'
import { OidcAuthProvider } from '../../src/app/auth/OidcAuthProvider.js'

afterEach(() => {
  cleanup()
  localStorage.removeItem(LOGIN_HINT_KEY)
})

/** The login states the page under the provider rendered with, in order. */
function renderStatuses(authority: string): string[] {
  const statuses: string[] = []
  function Page() {
    const auth = useContext(AuthContext)
    statuses.push(auth?.status ?? 'none')
    return null
  }
  render(
    <OidcAuthProvider authority={authority} clientId="strata_gui">
      <Page />
    </OidcAuthProvider>,
  )
  return statuses
}

describe('OpenID login state at load', () => {
  it('is anonymous from the first render in a browser that never logged in, and stays so without rendering again', async () => {
    const statuses = renderStatuses('http://never.test/realms/strata')
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20))
    })
    expect(statuses).toEqual(['anonymous'])
  })

  it("is 'checking' first in a browser that logged in before, while the provider is asked", () => {
    localStorage.setItem(LOGIN_HINT_KEY, '1')
    const statuses = renderStatuses('http://had-login.test/realms/strata')
    expect(statuses[0]).toBe('checking')
  })
})
