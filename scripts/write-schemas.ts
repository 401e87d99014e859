// `npm run schemas`: writes schemas/<kind>.schema.json for every config kind from its zod schema.
import { mkdirSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { buildJsonSchemas } from '../src/engine/config/json-schemas.js'

const dir = resolve(import.meta.dirname, '..', 'schemas')
mkdirSync(dir, { recursive: true })
for (const [name, text] of Object.entries(buildJsonSchemas())) {
  writeFileSync(join(dir, name), text)
  console.log(`wrote schemas/${name}`)
}
