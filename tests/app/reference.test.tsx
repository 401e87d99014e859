// @vitest-environment happy-dom
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, expect, it } from 'vitest'
import { REFERENCE_DIR, describeWithReference } from '../reference.js'
import { renderShell } from './support/shell.js'

afterEach(cleanup)

describeWithReference("NOMAD's own GUI env", () => {
  const nomadEnv = () => JSON.parse(readFileSync(join(REFERENCE_DIR, 'ui-config', 'env.tests.json'), 'utf8')) as Record<string, unknown>

  it('boots the shell and lists its apps by category in the Explore menu', async () => {
    const env = nomadEnv()
    const apps = Object.values((env.ui as { apps: { options: Record<string, { label: string; category: string }> } }).apps.options)
    const expected: string[] = []
    for (const category of new Set(apps.map((app) => app.category)))
      expected.push(category, ...apps.filter((app) => app.category === category).map((app) => app.label))
    renderShell({ path: '/about/information', env })
    fireEvent.click(await screen.findByRole('button', { name: 'Explore' }))
    const menu = await screen.findByRole('menu')
    expect([...menu.children].map((item) => item.textContent)).toEqual(expected)
  })
})
