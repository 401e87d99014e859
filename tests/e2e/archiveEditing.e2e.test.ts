import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { step } from './support/browser.js'
import { acceptCookies, logIn } from './support/login.js'
import { useBrowserSession } from './support/session.js'

const ELN = resolve(import.meta.dirname, '..', '..', 'examples', 'eln')
const SAMPLE = 'sample-ZnO-001.archive.json'

interface Api {
  call: <T>(path: string, init?: RequestInit) => Promise<T>
}

function apiAs(apiUrl: string, token: string): Api {
  return {
    call: async (path, init = {}) => {
      const response = await fetch(`${apiUrl}/${path}`, { ...init, headers: { Authorization: `Bearer ${token}`, ...init.headers } })
      if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${await response.text()}`)
      return (await response.json()) as never
    },
  }
}

/** An unpublished upload of the demo user with our ELN schema and one sample; answers the sample's entry id. */
async function uploadElnSample(api: Api): Promise<string> {
  const created = await api.call<{ upload_id: string }>('uploads?file_name=schema.archive.yaml', { method: 'POST', body: readFileSync(resolve(ELN, 'schema.archive.yaml')) })
  const uploadId = created.upload_id
  for (let attempt = 0; attempt < 120; attempt++) {
    const upload = await api.call<{ data: { process_running: boolean } }>(`uploads/${uploadId}`)
    if (!upload.data.process_running) break
    await new Promise((wait) => setTimeout(wait, 500))
  }
  const added = await api.call<{ processing: { entry_id: string; entry: { process_status: string } } }>(`uploads/${uploadId}/raw/?file_name=${SAMPLE}&wait_for_processing=true`, {
    method: 'PUT',
    body: readFileSync(resolve(ELN, SAMPLE)),
  })
  if (added.processing.entry.process_status !== 'SUCCESS') throw new Error(`the sample did not process: ${JSON.stringify(added.processing)}`)
  return added.processing.entry_id
}

describe('archive editing in Chromium', () => {
  const session = useBrowserSession({ width: 1600, height: 1000 })
  let api: Api
  let entryId: string

  beforeAll(async () => {
    const apiUrl = `${session.server.origin}/prod/v1/develop/api/v1`
    const token = ((await (await fetch(`${apiUrl}/auth/token?username=demo&password=demo-password`)).json()) as { access_token: string }).access_token
    api = apiAs(apiUrl, token)
    entryId = await uploadElnSample(api)
  })

  it('edits a quantity, adds a measurement in display units, saves, and the reprocessed entry holds the changes', async () => {
    const { server, page } = session
    const data = async () => (await api.call<{ data: { archive: { data: Record<string, unknown> } } }>(`entries/${entryId}/archive/query`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ required: { data: '*' } }) })).data.archive.data

    await step(page, 'login-demo', async () => {
      await page.goto(server.guiUrl)
      await acceptCookies(page)
      await logIn(page, 'demo', 'demo-password', /Welcome.*Demo User/)
    })

    await step(page, 'edit-lab-id', async () => {
      await page.goto(`${server.guiUrl}entry/id/${entryId}/data/data`)
      const labId = page.getByLabel('lab_id', { exact: true })
      await expect.poll(() => labId.inputValue(), { timeout: 30000 }).toBe('ZnO-001')
      await expect.poll(() => page.getByRole('button', { name: 'Save archive' }).isDisabled()).toBe(true)
      await labId.fill('ZnO-001b')
      await labId.press('Enter')
      await expect.poll(() => page.getByRole('button', { name: 'Save archive' }).isEnabled()).toBe(true)
    })

    await step(page, 'add-measurement', async () => {
      await page.getByRole('button', { name: 'Add measurements' }).click()
      await page.waitForURL(/\/data\/data\/measurements:1$/)
      const temperature = page.getByLabel('temperature (celsius)', { exact: true })
      await temperature.fill('25')
      await temperature.press('Enter')
      const resistance = page.getByLabel('sheet_resistance (ohm)', { exact: true })
      await resistance.fill('2000')
      await resistance.press('Enter')
      await expect.poll(() => resistance.inputValue()).toBe('2000')
    })

    await step(page, 'tabs-keep-edits', async () => {
      await page.getByRole('tab', { name: 'Overview' }).click()
      await page.getByRole('tab', { name: 'Data' }).click()
      await page.waitForURL(/\/data\/data\/measurements:1$/)
      await expect.poll(() => page.getByLabel('sheet_resistance (ohm)', { exact: true }).inputValue()).toBe('2000')
    })

    await step(page, 'leaving-asks-first', async () => {
      await page.getByRole('link', { name: 'Strata', exact: true }).click()
      await page.getByText('The archive has unsaved changes. Leave and lose them?').waitFor()
      await page.getByRole('button', { name: 'Stay' }).click()
      await page.waitForURL(/\/data\/data\/measurements:1$/)
      await expect.poll(() => page.getByRole('button', { name: 'Save archive' }).isEnabled()).toBe(true)
    })

    await step(page, 'save', async () => {
      await page.getByRole('button', { name: 'Save archive' }).click()
      await expect.poll(async () => (await data()).lab_id, { timeout: 60000 }).toBe('ZnO-001b')
      await expect.poll(() => page.getByRole('button', { name: 'Save archive' }).isDisabled(), { timeout: 30000 }).toBe(true)
    })

    const saved = await data()
    const measurements = saved.measurements as { temperature?: number; sheet_resistance?: number }[]
    expect(measurements).toHaveLength(2)
    expect(measurements[1].sheet_resistance).toBe(2000)
    expect(measurements[1].temperature).toBeCloseTo(298.15, 6)
    expect(saved.name).toBe('ZnO on glass, 300 °C')

    await step(page, 'sections-card-editable', async () => {
      await page.goto(`${server.guiUrl}entry/id/${entryId}`)
      const card = page.getByTestId('embedded-archive')
      await expect.poll(() => card.getByLabel('lab_id', { exact: true }).inputValue(), { timeout: 30000 }).toBe('ZnO-001b')
    })

    await step(page, 'delete-measurement', async () => {
      await page.goto(`${server.guiUrl}entry/id/${entryId}/data/data/measurements:1`)
      await page.getByRole('button', { name: 'Delete this section' }).click()
      await page.waitForURL(/\/data\/data$/)
      await page.getByRole('button', { name: 'Save archive' }).click()
      await expect.poll(async () => ((await data()).measurements as unknown[]).length, { timeout: 60000 }).toBe(1)
    })
  })
})
