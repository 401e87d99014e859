// `npm run docs`: writes docs/reference/*.md (the YAML reference) from the JSON Schemas in schemas/.
// Run `npm run schemas` first when a zod schema changed.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { buildReference } from './docs/reference-markdown.js'

const root = resolve(import.meta.dirname, '..')
const schemasDir = join(root, 'schemas')
const referenceDir = join(root, 'docs', 'reference')

const schemas = Object.fromEntries(
  readdirSync(schemasDir)
    .filter((name) => name.endsWith('.schema.json'))
    .map((name) => [name, JSON.parse(readFileSync(join(schemasDir, name), 'utf8'))]),
)
rmSync(referenceDir, { recursive: true, force: true })
mkdirSync(referenceDir, { recursive: true })
for (const [name, text] of Object.entries(buildReference(schemas))) {
  writeFileSync(join(referenceDir, name), text)
  console.log(`wrote docs/reference/${name}`)
}
