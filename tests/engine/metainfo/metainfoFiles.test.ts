import { describe, expect, it } from 'vitest'
import { strataMetainfo, strataMetainfoFiles, adoptStrataMetainfoFiles } from '../../../src/engine/metainfo/node.js'

describe("Strata's metainfo handed to another thread", () => {
  it('reads the files from disk once per process', async () => {
    const [first, second] = await Promise.all([strataMetainfoFiles(), strataMetainfoFiles()])
    expect(first).toBe(second)
    expect(first.map((file) => file.source).join(' ')).toMatch(/results-material\.yaml/)
  })

  it('builds the model from the files it is given instead of the ones on disk', async () => {
    const files = structuredClone(await strataMetainfoFiles())
    const material = files.find((file) => (file.content as { sections?: Record<string, unknown> }).sections?.Material)
    expect(material).toBeDefined()
    const sections = (material!.content as { sections: Record<string, { quantities?: Record<string, unknown> }> }).sections
    sections.Material.quantities = { ...sections.Material.quantities, handed_over: { type: 'str', shape: [] } }

    adoptStrataMetainfoFiles(files)
    const model = await strataMetainfo()
    expect(model.sections['nomad.datamodel.results.Material'].quantities.map((q) => q.name)).toContain('handed_over')
  })
})
