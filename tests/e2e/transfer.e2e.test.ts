/**
 * Transfer in Chromium (spec 1 §4): the upload page's Transfer dialog sends a published upload of
 * one real Strata server to a second one on this machine; the header shows the spec texts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiAs, processedUpload, type E2eApi } from './support/apiClient.js'
import { step } from './support/browser.js'
import { acceptCookies, logIn } from './support/login.js'
import { startServer, type RunningServer } from './support/server.js'
import { useBrowserSession } from './support/session.js'

const NACL_CIF = `data_NaCl
_cell_length_a 5.64
_cell_length_b 5.64
_cell_length_c 5.64
_cell_angle_alpha 90
_cell_angle_beta 90
_cell_angle_gamma 90
_symmetry_space_group_name_H-M 'F m -3 m'
loop_
_atom_site_label
_atom_site_type_symbol
_atom_site_fract_x
_atom_site_fract_y
_atom_site_fract_z
Na1 Na 0 0 0
Cl1 Cl 0.5 0.5 0.5
`
const TRANSFER = 60000

describe('transfer between deployments in Chromium', () => {
  const session = useBrowserSession({ width: 1400, height: 1000 })
  let target: RunningServer
  beforeAll(async () => {
    target = await startServer()
  }, 90000)
  afterAll(() => target?.stop())

  it('transfers a published upload with the Transfer dialog; the header says it succeeded, then that a repeated transfer failed', async () => {
    const { server, page } = session
    const source = await apiAs(server.guiUrl, 'demo', 'demo-password')
    const onTarget: E2eApi = await apiAs(target.guiUrl, 'demo', 'demo-password')
    const upload = await processedUpload(source, 'NaCl.cif', NACL_CIF)
    await source.json(`uploads/${upload.upload_id}/action/publish?embargo_length=3`, { method: 'POST' })
    const { app_token: appToken } = await onTarget.json('auth/app_token?expires_in=3600')
    const targetApiRoot = target.guiUrl.replace(/gui\/?$/, 'api')

    await step(page, 'transfer-login', async () => {
      await page.goto(server.guiUrl)
      await acceptCookies(page)
      await logIn(page, 'demo', 'demo-password', /Welcome.*Demo User/)
      await page.goto(`${server.guiUrl}user/uploads/upload/id/${upload.upload_id}`)
    })

    const transferOnce = async () => {
      await page.getByRole('button', { name: 'Transfer', exact: true }).click()
      const dialog = page.getByRole('dialog')
      await dialog.getByLabel('Target deployment URL').fill(`${targetApiRoot.replace(/\/api$/, '')}/gui`)
      await dialog.getByText('The URL must end with /api').waitFor()
      await dialog.getByLabel('Target deployment URL').fill(targetApiRoot)
      await dialog.getByLabel('Auth token').fill(appToken)
      await dialog.getByRole('button', { name: 'Transfer', exact: true }).click()
      await dialog.waitFor({ state: 'hidden' })
    }

    await step(page, 'transfer-succeeds', async () => {
      await transferOnce()
      await page.getByText('Last external publication succeded').waitFor({ timeout: TRANSFER })
    })
    const arrived = (await onTarget.json(`uploads/${upload.upload_id}`)).data
    // The dialog offers the upload's own embargo, so the upload stays embargoed on the target.
    expect(arrived).toMatchObject({ published: true, with_embargo: true, embargo_length: 3, entries: 1 })

    await step(page, 'transfer-fails', async () => {
      await transferOnce()
      await page.getByText('Last transfer failed').waitFor({ timeout: TRANSFER })
    })
  }, 300000)
})
