// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { cardSchema } from '../../../src/engine/config/card-kinds.js'
import { RenderCard } from '../../../src/renderers/cards/RenderCard.js'
import '../../../src/renderers/cards/register.js'
import { lazyModulesSettled } from '../../../src/renderers/lazyModule.js'
import { fakeApi } from '../uploads/support.js'
import { measurementFile } from '../viewers/hdf5Files.js'

afterEach(async () => {
  await lazyModulesSettled()
  cleanup()
})

describe('hdf5dataset card', () => {
  it('lists the HDF5 datasets the entry references and shows the selected one in the hdf5 viewer', async () => {
    const bytes = await measurementFile()
    const api = fakeApi({
      'uploads/u1/raw/scan.h5': { bytes },
      'uploads/u1/rawdir/scan.h5': { body: { path: 'scan.h5', file_metadata: { name: 'scan.h5', size: bytes.length } } },
    })
    const archive = { data: { detector: { image: 'scan.h5#/entry/image' }, axes: ['/uploads/u1/raw/scan.h5#/entry/energy'], name: 'not a dataset' } }
    render(
      <MemoryRouter>
        <RenderCard cardKey="hdf5dataset" card={cardSchema.parse({})} archive={archive} entry={{ entry_id: 'e1', upload_id: 'u1' }} api={api.client} />
      </MemoryRouter>,
    )
    const list = screen.getByRole('list', { name: 'hdf5 datasets' })
    expect(within(list).getAllByRole('button').map((item) => item.textContent)).toEqual([
      'data/detector/imagescan.h5#/entry/image',
      'data/axes/0/uploads/u1/raw/scan.h5#/entry/energy',
    ])
    expect((await screen.findByRole('table', { name: 'dataset' }, { timeout: 20000 })).textContent).toContain('[3, 4]')
    fireEvent.click(within(list).getAllByRole('button')[1])
    await expect.poll(() => screen.queryByRole('table', { name: 'dataset' })?.textContent, { timeout: 20000 }).toContain('float64')
  })
})
