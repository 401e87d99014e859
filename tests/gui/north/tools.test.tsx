// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import NorthPage from '../../../src/app/pages/analyze/NorthPage.js'
import { ApiClient } from '../../../src/engine/api/client.js'
import { toolModelSchema, type ToolModel } from '../../../src/engine/api/schemas/north.js'
import { MUST_LOG_IN, ToolLaunchList, ToolsContext, toolUrl, type ToolsContextValue } from '../../../src/renderers/north/index.js'
import { RowActions, type KeyedRowAction } from '../../../src/renderers/results/RowActions.js'

afterEach(cleanup)

const JUPYTER = toolModelSchema.parse({
  name: 'jupyter',
  title: 'Jupyter Notebook',
  short_description: 'Notebooks next to your data.',
  description: 'Your upload is in the folder **uploads**.',
  file_extensions: ['ipynb'],
  maintainer: [{ name: 'Strata developers', email: 'strata@example.org' }],
  version: '6.4',
  path_prefix: 'tree',
  with_path: true,
  state: 'stopped',
})
const VIEWER = toolModelSchema.parse({ name: 'viewer', title: 'Structure viewer', short_description: 'Looks at CIF files.', file_extensions: ['cif', 'xyz'], state: 'stopped' })

/**
 * A north API at the edge of the test: the tool server starts after `startPolls` status calls and
 * stops at once; every call is recorded as 'METHOD path?query'.
 */
function northApi(startPolls = 1) {
  let state = 'stopped'
  let polls = 0
  const calls: string[] = []
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input))
    const method = init?.method ?? 'GET'
    calls.push(`${method} ${url.pathname.replace('/api/v1', '')}${url.search}`)
    if (method === 'POST') state = startPolls > 0 ? 'starting' : 'running'
    else if (method === 'DELETE') state = 'stopped'
    else if (state === 'starting' && ++polls >= startPolls) state = 'running'
    const body = { tool: 'jupyter', username: 'demo', upload_mount_dir: url.searchParams.get('upload_id') ? `uploads/${url.searchParams.get('upload_id')}` : null, upload_id_is_mounted: true, data: { ...JUPYTER, state } }
    return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } })
  })
  return { api: new ApiClient({ baseUrl: 'http://strata.test/api/v1', fetch: fetch as unknown as typeof globalThis.fetch }), calls }
}

function contextOf(api: ApiClient, overrides: Partial<ToolsContextValue> = {}): ToolsContextValue {
  return { api, tools: [JUPYTER, VIEWER], hub: { available: true }, loggedIn: true, northBase: 'https://host/prod/v1/develop/north', reload: () => undefined, ...overrides }
}

function renderWith(context: ToolsContextValue | undefined, element: React.ReactElement) {
  return render(<ToolsContext.Provider value={context}>{element}</ToolsContext.Provider>)
}

describe('the tools page (spec 3 §2.5, §4.4)', () => {
  it('welcomes, lists the tools as panels with jupyter expanded first, and toggles a panel on click', () => {
    renderWith(contextOf(northApi().api), <NorthPage />)
    expect(screen.getByText(/The remote tools hub runs analysis applications for you/)).toBeTruthy()
    expect(screen.getByText('uploads').tagName).toBe('STRONG')
    expect(screen.getByText('Maintainer: Strata developers (strata@example.org)')).toBeTruthy()
    expect(screen.queryByText('Looks at CIF files.')).toBeTruthy()
    expect(screen.getAllByRole('button', { name: 'Launch' })).toHaveLength(1)
    fireEvent.click(screen.getByText('Structure viewer'))
    expect(screen.getAllByRole('button', { name: 'Launch' })).toHaveLength(2)
    fireEvent.click(screen.getByText('Jupyter Notebook'))
    expect(screen.queryByText('Maintainer: Strata developers (strata@example.org)')).toBeNull()
  })

  it('launches (Launching... while the server starts), opens the tool window, then stops it', async () => {
    const { api, calls } = northApi(1)
    const opened = { document: { title: '' }, location: { href: '' }, close: vi.fn() }
    const open = vi.spyOn(window, 'open').mockReturnValue(opened as unknown as Window)
    renderWith(contextOf(api), <NorthPage />)
    const launch = await screen.findByRole('button', { name: 'Launch' })
    await waitFor(() => expect(launch.hasAttribute('disabled')).toBe(false))
    fireEvent.click(launch)
    expect(open).toHaveBeenCalledWith('', '_blank')
    expect(screen.getByRole('button', { name: 'Launching...' }).hasAttribute('disabled')).toBe(true)
    await screen.findByRole('button', { name: 'Open' }, { timeout: 5000 })
    expect(opened.location.href).toBe('https://host/prod/v1/develop/north/user/demo/jupyter/')
    expect(screen.getByText('running')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Stop' }))
    await screen.findByRole('button', { name: 'Launch' })
    expect(calls).toEqual(['GET /north/jupyter', 'POST /north/jupyter', 'GET /north/jupyter', 'DELETE /north/jupyter'])
    open.mockRestore()
  })

  it('asks to log in, and says plainly when the hub is off, where Launch is disabled', async () => {
    renderWith(contextOf(northApi().api, { loggedIn: false, hub: { available: false, message: 'The remote tools hub is off: JupyterHub is not installed on this server (missing: jupyterhub).' } }), <NorthPage />)
    expect(screen.getByText(MUST_LOG_IN)).toBeTruthy()
    expect(screen.getByText(/JupyterHub is not installed on this server/)).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Launch' })).toBeNull()
    cleanup()

    renderWith(contextOf(northApi().api, { hub: { available: false, message: 'The remote tools hub is off.' } }), <NorthPage />)
    expect(screen.getByText('The remote tools hub is off.')).toBeTruthy()
    await waitFor(() => expect(screen.getByRole('button', { name: 'Launch' }).hasAttribute('disabled')).toBe(true))
  })
})

describe('launching tools from files and result rows', () => {
  it("offers the tools whose file extensions fit in a file lane, and opens the tool-status dialog for the lane's upload", async () => {
    const { api, calls } = northApi()
    const { unmount } = renderWith(contextOf(api), <ToolLaunchList uploadId="U1" filePath="data/a.CIF" fileName="a.CIF" />)
    expect(screen.getByRole('button', { name: 'Structure viewer' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Jupyter Notebook' })).toBeNull()
    unmount()
    renderWith(contextOf(api), <ToolLaunchList uploadId="U1" filePath="data/notes.txt" fileName="notes.txt" />)
    expect(screen.queryByTestId('tool-launch-list')).toBeNull()
    cleanup()
    renderWith(contextOf(api), <ToolLaunchList uploadId="U1" filePath="work/fit.ipynb" fileName="fit.ipynb" />)
    fireEvent.click(screen.getByRole('button', { name: 'Jupyter Notebook' }))
    expect(screen.getByRole('dialog', { name: 'Jupyter Notebook' })).toBeTruthy()
    await screen.findByRole('button', { name: 'Launch' })
    expect(calls).toContain('GET /north/jupyter?upload_id=U1')
  })

  it('opens a tool at the upload mount folder and file (spec 3 §2.4)', () => {
    expect(toolUrl('https://host/north/', 'demo', JUPYTER as ToolModel, { uploadMountDir: 'uploads/U1', filePath: 'work/fit 1.ipynb' })).toBe(
      'https://host/north/user/demo/jupyter/tree/uploads/U1/work/fit%201.ipynb',
    )
    expect(toolUrl('https://host/north', 'demo', VIEWER, { uploadMountDir: 'uploads/U1', filePath: 'a.cif' })).toBe('https://host/north/user/demo/viewer/uploads/U1')
  })

  it("shows a north row action that opens the tool-status dialog, and 'Not available' without a file or the hub", async () => {
    const actions: KeyedRowAction[] = [{ key: 'notebook', type: 'north', tool_name: 'jupyter', filepath: 'mainfile', description: 'Open in Jupyter' }]
    const { api, calls } = northApi()
    renderWith(contextOf(api), <RowActions actions={actions} row={{ entry_id: 'e1', upload_id: 'U7', mainfile: 'fit.ipynb' }} />)
    fireEvent.click(screen.getByRole('button', { name: 'Open in Jupyter' }))
    expect(screen.getByRole('dialog', { name: 'Jupyter Notebook' })).toBeTruthy()
    await screen.findByRole('button', { name: 'Launch' })
    expect(calls).toContain('GET /north/jupyter?upload_id=U7')
    cleanup()

    renderWith(contextOf(api), <RowActions actions={actions} row={{ entry_id: 'e1', upload_id: 'U7' }} />)
    expect(screen.getByRole('button', { name: 'Open in Jupyter' }).hasAttribute('disabled')).toBe(true)
    cleanup()
    renderWith(undefined, <RowActions actions={actions} row={{ entry_id: 'e1', upload_id: 'U7', mainfile: 'fit.ipynb' }} />)
    expect(screen.getByRole('button', { name: 'Open in Jupyter' }).hasAttribute('disabled')).toBe(true)
  })
})
