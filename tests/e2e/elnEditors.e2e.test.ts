import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { step } from './support/browser.js'
import { acceptCookies, logIn } from './support/login.js'
import { useBrowserSession } from './support/session.js'
import { apiAs, untilIdle, type E2eApi } from './support/apiClient.js'

/** An ELN schema with a quantity for each editor component, an instrument to reference and an experiment (a YAML mainfile) to edit. */
const DATA = resolve(import.meta.dirname, '..', 'data', 'eln-editors')
const EXPERIMENT = 'experiment.archive.yaml'

/** Adds a mainfile to the upload and answers its entry id once it processed. */
async function addMainfile(api: E2eApi, uploadId: string, file: string): Promise<string> {
  await untilIdle(api, uploadId)
  const added = await api.json(`uploads/${uploadId}/raw/?file_name=${file}&wait_for_processing=true`, {
    method: 'PUT',
    body: readFileSync(resolve(DATA, file)),
  })
  if (added.processing.entry.process_status !== 'SUCCESS') throw new Error(`${file} did not process: ${JSON.stringify(added.processing)}`)
  return added.processing.entry_id
}

describe('every ELN editor kind in Chromium', () => {
  const session = useBrowserSession({ width: 1600, height: 1000 })
  let api: E2eApi
  let uploadId: string
  let instrumentId: string
  let experimentId: string
  let labId: string

  beforeAll(async () => {
    api = await apiAs(session.server.guiUrl, 'demo', 'demo-password')
    const created = await api.json('uploads?file_name=schema.archive.yaml', { method: 'POST', body: readFileSync(resolve(DATA, 'schema.archive.yaml')) })
    uploadId = created.upload_id
    instrumentId = await addMainfile(api, uploadId, 'instrument.archive.json')
    labId = await addMainfile(api, uploadId, 'lab.archive.json')
    experimentId = await addMainfile(api, uploadId, EXPERIMENT)
  })

  it('edits each kind, saves, and shows the saved values after a reload', async () => {
    const { server, page } = session
    const data = async () =>
      (await api.json(`entries/${experimentId}/archive/query`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ required: { data: '*' } }) })).data.archive.data

    // An editor that throws shows 'There has been a Javascript error.' instead of the archive.
    const scriptErrors: string[] = []
    page.on('pageerror', (error) => scriptErrors.push(error.message))
    page.on('console', (message) => message.type() === 'error' && /Error/.test(message.text()) && scriptErrors.push(message.text().split('\n')[0]))
    await step(page, 'login-demo', async () => {
      await page.goto(server.guiUrl)
      await acceptCookies(page)
      await logIn(page, 'demo', 'demo-password', /Welcome.*Demo User/)
    })

    await step(page, 'radio-and-slider', async () => {
      await page.goto(`${server.guiUrl}entry/id/${experimentId}/data/data`)
      const argon = page.getByRole('radio', { name: 'argon' })
      await argon.waitFor({ timeout: 30000 })
      expect(await page.getByRole('radio', { name: 'air' }).isChecked()).toBe(true)
      await argon.check()
      const slider = page.getByRole('slider')
      await slider.focus()
      await slider.press('End')
      await expect.poll(() => slider.getAttribute('aria-valuenow')).toBe('10')
    })

    await step(page, 'vector-and-matrix', async () => {
      for (const [index, value] of ['1', '2', '3'].entries()) {
        await page.getByLabel(`offset[${index}]`, { exact: true }).fill(value)
        await page.getByLabel(`offset[${index}]`, { exact: true }).press('Enter')
      }
      for (let row = 0; row < 3; row++)
        for (let column = 0; column < 3; column++) {
          const cell = page.getByLabel(`orientation[${row}][${column}]`, { exact: true })
          await cell.fill(row === column ? '1' : '0')
          await cell.press('Enter')
        }
    })

    await step(page, 'rich-text', async () => {
      const notes = page.getByRole('textbox', { name: 'notes' })
      await notes.waitFor({ timeout: 30000 })
      await notes.click()
      await page.getByRole('button', { name: 'Bold' }).click()
      await page.keyboard.type('Flushed twice')
      await page.getByRole('radio', { name: 'argon' }).focus()
    })

    await step(page, 'author-with-email-check', async () => {
      const operator = page.getByRole('group', { name: 'operator' })
      await operator.getByLabel('First name').fill('Ada')
      await operator.getByLabel('Last name').fill('Lovelace')
      await operator.getByLabel('Email').fill('ada-at-lab')
      await operator.getByLabel('Email').press('Enter')
      await page.getByText('The email is not valid!').waitFor()
      await operator.getByLabel('Email').fill('ada@lab.example.org')
      await operator.getByLabel('Email').press('Enter')
      await expect.poll(() => page.getByText('The email is not valid!').count()).toBe(0)
    })

    await step(page, 'file-upload', async () => {
      await page.getByLabel('raw_data upload file').setInputFiles({ name: 'trace.csv', mimeType: 'text/csv', buffer: Buffer.from('t,V\n0,1\n1,2\n') })
      await expect.poll(() => page.getByTestId('file-quantity-path').textContent(), { timeout: 30000 }).toBe('trace.csv')
    })

    await step(page, 'reference-create', async () => {
      await page.getByRole('button', { name: 'Create a new entry to reference' }).click()
      const dialog = page.getByRole('dialog')
      await dialog.getByLabel('name').fill('chamber-3')
      const create = dialog.getByRole('button', { name: 'Create', exact: true })
      // The upload list loads first; the entry's own upload is chosen.
      await expect.poll(() => create.isEnabled(), { timeout: 30000 }).toBe(true)
      // The uploaded file is still being processed: the server refuses new files until it is done.
      await untilIdle(api, uploadId)
      await create.click()
      await dialog.waitFor({ state: 'detached', timeout: 60000 })
      await expect.poll(() => page.getByLabel('instrument', { exact: true }).inputValue()).toMatch(/^\.\.\/upload\/archive\/[^/#]+#\/data$/)
      expect(await page.getByLabel('instrument', { exact: true }).inputValue()).not.toContain(instrumentId)
    })

    await step(page, 'reference-pick', async () => {
      await page.getByRole('button', { name: 'Select the referenced section' }).click()
      const dialog = page.getByRole('dialog')
      const row = dialog.getByRole('row').filter({ hasText: 'instrument.archive.json' })
      await row.waitFor({ timeout: 30000 })
      await row.click()
      await expect.poll(() => page.getByLabel('instrument', { exact: true }).inputValue()).toBe(`../upload/archive/${instrumentId}#/data`)
    })

    await step(page, 'reference-pick-below-data', async () => {
      await page.getByRole('button', { name: 'Select the referenced section' }).click()
      const dialog = page.getByRole('dialog')
      // The server suggests the lab's name; picking it searches for it.
      await dialog.getByLabel('search entries').fill('clean')
      await page.getByRole('option', { name: 'Clean room' }).click({ timeout: 30000 })
      const row = dialog.getByRole('row').filter({ hasText: 'lab.archive.json' })
      await row.waitFor({ timeout: 30000 })
      await expect.poll(() => dialog.getByRole('row').filter({ hasText: 'instrument.archive.json' }).count()).toBe(0)
      // The lab is no instrument: its row opens into the instruments it holds.
      await row.click()
      await dialog.getByRole('button', { name: 'Sputter chamber 1 (data/instruments/1)' }).click({ timeout: 30000 })
      await expect.poll(() => page.getByLabel('instrument', { exact: true }).inputValue()).toBe(`../upload/archive/${labId}#/data/instruments/1`)
    })

    await step(page, 'query-edit', async () => {
      await page.getByRole('button', { name: 'Edit query' }).click()
      const dialog = page.getByRole('dialog')
      await dialog.getByTestId('search-page').waitFor({ timeout: 60000 })
      await dialog.getByRole('button', { name: 'OK', exact: true }).click()
      await dialog.waitFor({ state: 'detached' })
    })

    await step(page, 'save', async () => {
      const save = page.getByRole('button', { name: 'Save archive' })
      await expect.poll(() => save.isEnabled()).toBe(true)
      await save.click()
      await expect.poll(async () => (await data()).atmosphere, { timeout: 60000 }).toBe('argon')
    })

    const saved = await data()
    expect(saved).toMatchObject({
      atmosphere: 'argon',
      power: 10,
      offset: [1, 2, 3],
      orientation: [
        [1, 0, 0],
        [0, 1, 0],
        [0, 0, 1],
      ],
      operator: { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@lab.example.org' },
      raw_data: 'trace.csv',
      instrument: `../upload/archive/${labId}#/data/instruments/1`,
      related: { owner: 'visible', pagination: { page_size: 100 } },
    })
    expect(saved.notes).toBe('<p><strong>Flushed twice</strong></p>')
    expect(await api.text(`uploads/${uploadId}/raw/trace.csv`)).toBe('t,V\n0,1\n1,2\n')
    // The created reference target is an entry of the referenced type in the upload. Search shows the
    // upload's entries once its processing has ended (the archives are stored before, the index at the end).
    await untilIdle(api, uploadId)
    const created = await api.json('entries/query', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ owner: 'user', query: { upload_id: uploadId, 'mainfile:any': ['chamber-3.archive.json'] }, required: { include: ['mainfile'] } }),
    })
    expect(created.data.map((entry: { mainfile: string }) => entry.mainfile)).toEqual(['chamber-3.archive.json'])
    // The YAML mainfile stays YAML, its comment kept.
    const yaml = await api.text(`uploads/${uploadId}/raw/${EXPERIMENT}?ignore_mime_type=true`)
    expect(yaml).toMatch(/^# An experiment written by hand as YAML/)
    expect(yaml).toMatch(/atmosphere: argon # before the chamber was flushed/)

    await step(page, 'reload-shows-saved', async () => {
      await page.goto(`${server.guiUrl}entry/id/${experimentId}/data/data`)
      await page.getByRole('radio', { name: 'argon' }).waitFor({ timeout: 30000 })
      await expect.poll(() => page.getByRole('radio', { name: 'argon' }).isChecked()).toBe(true)
      await expect.poll(() => page.getByRole('slider').getAttribute('aria-valuenow')).toBe('10')
      await expect.poll(() => page.getByLabel('offset[2]', { exact: true }).inputValue()).toBe('3')
      await expect.poll(() => page.getByTestId('file-quantity-path').textContent()).toBe('trace.csv')
      await expect.poll(() => page.getByLabel('instrument', { exact: true }).inputValue()).toBe(`../upload/archive/${labId}#/data/instruments/1`)
      await expect.poll(() => page.getByRole('group', { name: 'operator' }).getByLabel('Email').inputValue()).toBe('ada@lab.example.org')
      await expect.poll(() => page.getByRole('textbox', { name: 'notes' }).locator('strong').textContent(), { timeout: 30000 }).toBe('Flushed twice')
    })
    expect(scriptErrors).toEqual([])
  })
})
