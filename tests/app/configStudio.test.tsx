// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { anonymous, loggedIn, renderShell, type ApiAnswers } from './support/shell.js'

afterEach(cleanup)

const KINDS = [
  { kind: 'apps', label: 'Apps', schema: 'app' },
  { kind: 'tools', label: 'North tools', schema: 'north-tool' },
]
const TOOL = { id: 'tools/jupyter', kind: 'tools', label: 'Jupyter Notebook', schema: 'north-tool', data: { title: 'Jupyter Notebook', with_path: true } }

function studioAnswers(saved: string[]): ApiAnswers {
  return {
    'config-studio/kinds': { body: { kinds: KINDS } },
    'config-studio/documents': (request) => {
      if (request.method === 'PUT') {
        void request.clone().json().then((body: { yaml: string }) => saved.push(body.yaml))
        return { body: { ok: true, version: { version: 1, saved_at: '2026-01-01T00:00:00Z', saved_by: 'demo' } } }
      }
      return { body: { kinds: KINDS, documents: [TOOL] } }
    },
    'config-studio/validate': { body: { ok: true } },
    'config-studio/versions': { body: { versions: [] } },
  }
}

async function openMenu(name: string) {
  fireEvent.click(await screen.findByRole('button', { name }))
}

describe('config studio', () => {
  it('is in the menu for admins only (the server answers who is one)', async () => {
    renderShell({ path: '/about/information', auth: loggedIn(), answers: studioAnswers([]) })
    await openMenu('Admin')
    expect(await screen.findByRole('menuitem', { name: /Config studio/ })).toBeTruthy()
    cleanup()

    renderShell({ path: '/about/information', auth: loggedIn(), answers: { 'config-studio/kinds': { status: 403, body: { detail: 'Only admins' } } } })
    await screen.findByRole('button', { name: 'About' })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(screen.queryByRole('button', { name: 'Admin' })).toBeNull()
    cleanup()

    renderShell({ path: '/about/information', auth: anonymous(), answers: studioAnswers([]) })
    await screen.findByRole('button', { name: 'About' })
    expect(screen.queryByRole('button', { name: 'Admin' })).toBeNull()
  })

  it('shows a document as form and YAML in sync, reports schema errors live and saves the YAML', async () => {
    const saved: string[] = []
    renderShell({ path: '/admin/config', auth: loggedIn(), answers: studioAnswers(saved) })
    const yaml = (await screen.findByLabelText('YAML', undefined, { timeout: 10000 })) as HTMLTextAreaElement
    expect(parse(yaml.value)).toEqual(TOOL.data)
    const form = await screen.findByLabelText('form')
    const title = (await within(form).findByRole('textbox', { name: 'title' }, { timeout: 10000 })) as HTMLInputElement
    expect(title.value).toBe('Jupyter Notebook')

    fireEvent.change(yaml, { target: { value: 'title: Notebook 7\nwith_path: true\n' } })
    await waitFor(() => expect(title.value).toBe('Notebook 7'))

    fireEvent.change(title, { target: { value: 'Lab' } })
    await waitFor(() => expect(parse(yaml.value)).toMatchObject({ title: 'Lab', with_path: true }))

    fireEvent.change(yaml, { target: { value: 'title: Lab\nwith_path: sometimes\n' } })
    expect(await screen.findByText(/with_path.*must be boolean/)).toBeTruthy()
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true)

    fireEvent.change(yaml, { target: { value: 'title: Lab\nwith_path: false\n' } })
    await waitFor(() => expect(screen.queryByLabelText('problems')?.textContent).toBeUndefined())
    await waitFor(() => expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(false))
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Saved as version 1. The deployment uses it now.')).toBeTruthy()
    expect(saved).toEqual(['title: Lab\nwith_path: false\n'])
  })
})
