import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { stringify } from 'yaml'
import { step } from './support/browser.js'
import { acceptCookies, logIn } from './support/login.js'
import { useBrowserSession } from './support/session.js'
import { apiAs, untilIdle, type E2eApi } from './support/apiClient.js'

const ELN = resolve(import.meta.dirname, '..', '..', 'examples', 'eln')
const SAMPLE = 'sample-ZnO-001.archive.json'
const YAML_SAMPLE = 'sample-ZnO-002.archive.yaml'

/** An unpublished upload of the demo user with our ELN schema and one sample; answers the upload's and the sample's ids. */
async function uploadElnSample(api: E2eApi): Promise<{ uploadId: string; entryId: string }> {
  const created = await api.json('uploads?file_name=schema.archive.yaml', { method: 'POST', body: readFileSync(resolve(ELN, 'schema.archive.yaml')) })
  const uploadId = created.upload_id
  await untilIdle(api, uploadId)
  const added = await api.json(`uploads/${uploadId}/raw/?file_name=${SAMPLE}&wait_for_processing=true`, {
    method: 'PUT',
    body: readFileSync(resolve(ELN, SAMPLE)),
  })
  if (added.processing.entry.process_status !== 'SUCCESS') throw new Error(`the sample did not process: ${JSON.stringify(added.processing)}`)
  return { uploadId, entryId: added.processing.entry_id }
}

/** The sample written by hand as YAML, with comments, added to the upload; answers its entry id. */
async function addYamlSample(api: E2eApi, uploadId: string): Promise<string> {
  const sample = JSON.parse(readFileSync(resolve(ELN, SAMPLE), 'utf8')) as { data: Record<string, unknown> }
  await untilIdle(api, uploadId)
  const text = `# written by hand\n${stringify({ ...sample, data: { ...sample.data, lab_id: 'ZnO-002' } }).replace(/^(\s*)lab_id: ZnO-002$/m, '$1lab_id: ZnO-002 # on the box')}`
  const added = await api.json(`uploads/${uploadId}/raw/?file_name=${YAML_SAMPLE}&wait_for_processing=true`, { method: 'PUT', body: text })
  if (added.processing.entry.process_status !== 'SUCCESS') throw new Error(`the YAML sample did not process: ${JSON.stringify(added.processing)}`)
  return added.processing.entry_id
}

describe('archive editing in Chromium', () => {
  const session = useBrowserSession({ width: 1600, height: 1000 })
  let api: E2eApi
  let entryId: string
  let uploadId: string

  beforeAll(async () => {
    api = await apiAs(session.server.guiUrl, 'demo', 'demo-password')
    ;({ uploadId, entryId } = await uploadElnSample(api))
  })

  it('edits a quantity, adds a measurement in display units, saves, and the reprocessed entry holds the changes', async () => {
    const { server, page } = session
    const data = async () => (await api.json(`entries/${entryId}/archive/query`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ required: { data: '*' } }) })).data.archive.data

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

  it('saves an edited YAML mainfile back as YAML, keeping its comments', async () => {
    const { server, page } = session
    const yamlEntryId = await addYamlSample(api, uploadId)
    await step(page, 'yaml-edit-and-save', async () => {
      await page.goto(`${server.guiUrl}entry/id/${yamlEntryId}/data/data`)
      const labId = page.getByLabel('lab_id', { exact: true })
      await expect.poll(() => labId.inputValue(), { timeout: 30000 }).toBe('ZnO-002')
      await labId.fill('ZnO-002b')
      await labId.press('Enter')
      await expect.poll(() => page.getByRole('button', { name: 'Save archive' }).isEnabled()).toBe(true)
      await page.getByRole('button', { name: 'Save archive' }).click()
    })
    const file = () => api.text(`uploads/${uploadId}/raw/${YAML_SAMPLE}?ignore_mime_type=true`)
    await expect.poll(file, { timeout: 60000 }).toContain('ZnO-002b')
    const text = await file()
    expect(text).toMatch(/^# written by hand\n/)
    expect(text).toMatch(/lab_id: ZnO-002b # on the box\n/)
  })
})
