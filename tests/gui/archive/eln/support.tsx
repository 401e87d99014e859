import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { render } from '@testing-library/react'
import { useState, type ComponentType } from 'react'
import { parse } from 'yaml'
import { ApiClient } from '../../../../src/engine/api/client.js'
import { bundledStrataMetainfo } from '../../../../src/engine/metainfo/bundled.js'
import { loadNomadDefinitions, type Model, type QuantityDef } from '../../../../src/engine/metainfo/index.js'
import { editorKind } from '../../../../src/renderers/archive/editing.js'
import { ElnEnvironmentProvider, type ElnEnvironment, type SearchPickerProps } from '../../../../src/renderers/archive/elnEnvironment.js'
import QuantityForm from '../../../../src/renderers/archive/eln/QuantityForm.js'

export const SCHEMA_FILE = 'schema.archive.yaml'
export const SCHEMA_ENTRY = 'schema-entry'
export const UPLOAD = 'upload-1'

/** The test ELN schema (one quantity per editor component), loaded as the entry page loads a schema of its upload. */
export function editorsModel(): Model {
  const schema = parse(readFileSync(join(import.meta.dirname, '..', '..', '..', 'data', 'eln-editors', SCHEMA_FILE), 'utf8')) as Record<string, unknown>
  return loadNomadDefinitions(schema, { base: bundledStrataMetainfo(), source: SCHEMA_FILE, packageName: `entry_id:${SCHEMA_ENTRY}` })
}

export function experimentQuantity(model: Model, name: string): QuantityDef {
  const experiment = model.sections[`entry_id:${SCHEMA_ENTRY}.Experiment`]
  return experiment.quantities.find((quantity) => quantity.name === name)!
}

export interface Call {
  method: string
  url: URL
  body: unknown
}

/** An API client whose calls are answered by `answer` (the edge of these unit tests) and recorded. */
export function fakeApi(answer: (call: Call) => { status?: number; body: unknown }): { api: ApiClient; calls: Call[] } {
  const calls: Call[] = []
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body
    const call = { method: init.method ?? 'GET', url: new URL(String(input)), body }
    calls.push(call)
    const { status = 200, body: answered } = answer(call)
    return new Response(JSON.stringify(answered), { status, headers: { 'content-type': 'application/json' } })
  }
  return { api: new ApiClient({ baseUrl: 'http://localhost/api/v1', fetch: fetch as typeof globalThis.fetch }), calls }
}

export interface Rendered {
  /** The quantity's value as the form last handed it over. */
  value: () => unknown
}

/** One quantity's editor (the lazily loaded rjsf form) holding its value in state, inside an ELN environment. */
export function renderEditor(def: QuantityDef, options: { initial?: unknown; environment?: Partial<ElnEnvironment>; SearchPicker?: ComponentType<SearchPickerProps> } = {}): Rendered {
  let current: unknown = options.initial
  const environment: ElnEnvironment | undefined = options.environment ? ({ uploadId: UPLOAD, entryId: 'experiment-entry', mainfile: 'experiment.archive.json', userId: 'me', ...options.environment } as ElnEnvironment) : undefined
  function Harness() {
    const [value, setValue] = useState<unknown>(options.initial)
    const form = (
      <QuantityForm
        def={def}
        kind={editorKind(def)!}
        value={value}
        onChange={(next) => {
          current = next
          setValue(next)
        }}
      />
    )
    return environment ? <ElnEnvironmentProvider value={environment}>{form}</ElnEnvironmentProvider> : form
  }
  render(<Harness />)
  return { value: () => current }
}
