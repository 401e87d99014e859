import { describe, expect, it } from 'vitest'
import { DoesNotExist } from '../../../src/engine/api/errors.js'
import { parseReference } from '../../../src/engine/archive/paths.js'
import { buildStrataModel } from '../../../src/engine/metainfo/index.js'
import { withEntryDefinitions } from '../../../src/renderers/archive/entryModel.js'
import { EXTERNAL_DEPLOYMENT, otherEntryResolver } from '../../../src/renderers/archive/otherEntries.js'

const OWN_API = 'https://strata.example/prod/v1/develop/api/v1'

/** An API that answers every archive request with `archive`, and remembers what it was asked. */
function fakeApi(archive: unknown) {
  const asked: string[] = []
  return {
    asked,
    url: (path: string) => `${OWN_API}/${path}`,
    post: async <T>(path: string): Promise<T> => {
      asked.push(path)
      return { data: { archive } } as T
    },
  }
}

describe('references and schemas that cannot be followed say why (spec 1 §8)', () => {
  it('reads a reference written as a full URL with its deployment', () => {
    expect(parseReference('https://nomad-lab.eu/prod/v1/api/v1/uploads/u1/archive/e1#/data/0')).toEqual({
      deploymentUrl: 'https://nomad-lab.eu/prod/v1/api/v1',
      uploadId: 'u1',
      entryId: 'e1',
      path: ['data', 0],
    })
  })

  it("refuses an entry of another deployment with NOMAD's words and asks nothing", async () => {
    const api = fakeApi({ data: { name: 'x' } })
    const resolve = otherEntryResolver(api, 'here')
    await expect(resolve(parseReference('https://nomad-lab.eu/prod/v1/api/v1/uploads/u1/archive/e1#/data')!)).rejects.toThrow(EXTERNAL_DEPLOYMENT)
    expect(api.asked).toEqual([])
  })

  it('follows a full URL into its own deployment like a relative reference', async () => {
    const api = fakeApi({ data: { name: 'sample' } })
    const resolved = await otherEntryResolver(api, 'here')(parseReference(`${OWN_API}/uploads/u1/archive/e1#/data`)!)
    expect(resolved).toMatchObject({ entryId: 'e1', path: ['data'] })
    expect(api.asked).toEqual(['entries/e1/archive/query'])
  })

  it('names the entry whose archive holds no definitions', async () => {
    await expect(withEntryDefinitions(buildStrataModel([]), 'e1', fakeApi({ metadata: { mainfile: 'a.json' } }).post)).rejects.toThrow('Entry e1 does not contain metainfo definitions.')
  })

  it('names the entry that could not be fetched, and why', async () => {
    const failing = async () => {
      throw new DoesNotExist('The entry with the given id does not exist or is not visible to you.')
    }
    await expect(withEntryDefinitions(buildStrataModel([]), 'e1', failing)).rejects.toThrow('Error fetching entry e1: The entry with the given id does not exist or is not visible to you.')
  })
})
