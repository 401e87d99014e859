// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { bundledStrataMetainfo } from '../../../src/engine/metainfo/bundled.js'
import { loadNomadDefinitions } from '../../../src/engine/metainfo/index.js'
import { ArchiveBrowser } from '../../../src/renderers/archive/ArchiveBrowser.js'
import type { LaneKey } from '../../../src/renderers/archive/lanes.js'
import { serverLikeLoader } from './support.js'

afterEach(cleanup)

/** A schema with a quantity of NOMAD's query type, as NOMAD serialises it. */
const definitions = { name: 'queries', sections: { SampleSearch: { quantities: { name: { type: 'str' }, samples: { type: { type_kind: 'custom', type_data: 'nomad.datamodel.data.Query' } } } } } }
const model = loadNomadDefinitions({ definitions }, { base: bundledStrataMetainfo(), source: 'queries.archive.yaml', packageName: 'entry_id:queries' })

const archive = {
  data: {
    m_def: '#/definitions/sections/SampleSearch',
    name: 'Si samples',
    samples: {
      filters: { 'results.material.elements': { all: ['Si'] } },
      required: { metadata: { entry_id: '*', mainfile: '*' } },
      data: [
        { entry_id: 'entry-a', mainfile: 'samples/si-1.archive.json' },
        { entry_id: 'entry-b' },
      ],
    },
  },
}

function Browser({ opened }: { opened: string[] }) {
  const [path, setPath] = useState<LaneKey[]>([{ name: 'data' }, { name: 'samples' }])
  const [{ load }] = useState(() => serverLikeLoader(archive))
  return <ArchiveBrowser path={path} onNavigate={setPath} loadSection={load} model={model} onOpenEntry={(id) => opened.push(id)} />
}

describe('query-value page (spec 3 §2.2)', () => {
  it('shows the filters, the entries found (mainfile, else entry id) and the query; an entry opens on click', async () => {
    const opened: string[] = []
    render(<Browser opened={opened} />)
    const page = await screen.findByTestId('query-value', undefined, { timeout: 5000 })
    expect(within(page).getByText('filters')).toBeTruthy()
    expect(within(page).getByText('results')).toBeTruthy()
    expect(within(page).getByText('query')).toBeTruthy()
    await waitFor(() => expect(page.textContent).toContain('results.material.elements'))
    expect(within(page).getByText('samples/si-1.archive.json')).toBeTruthy()
    expect(within(page).getByText('entry-b')).toBeTruthy()
    fireEvent.click(within(page).getByText('samples/si-1.archive.json'))
    expect(opened).toEqual(['entry-a'])
    expect(screen.getByTestId('quantity-lane').textContent).toMatch(/^query/)
  })
})
