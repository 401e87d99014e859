import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { rolldown, type OutputChunk } from 'rolldown'
import { afterEach, describe, expect, it } from 'vitest'
import { COMPILE_HINT, compileHints } from '../../../scripts/vite/compileHints.js'

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

/**
 * A GUI in miniature: the entry shares `shared.js` with the page opened at once (`page.js`), which
 * also imports `widgets.js`, a chunk of its own because a later page (`later.js`) imports it too.
 */
function writeApp(): string {
  const dir = mkdtempSync(join(tmpdir(), 'strata-hints-'))
  dirs.push(dir)
  const files: Record<string, string> = {
    'main.js': `import { shared } from './shared.js'\nexport const start = () => [shared(), import('./page.js'), import('./later.js')]\n`,
    'shared.js': `export function shared() { return 'shared' }\n`,
    'page.js': `import { shared } from './shared.js'\nimport { widget } from './widgets.js'\nexport function page() { return shared() + widget() }\n`,
    'widgets.js': `export function widget() { return 'widget' }\n`,
    'later.js': `import { widget } from './widgets.js'\nexport function later() { return widget() }\n`,
  }
  for (const [name, source] of Object.entries(files)) writeFileSync(join(dir, name), source)
  return dir
}

/** The built chunks (minified, as the GUI's are) by the one module of the app each starts from. */
async function build(dir: string, pageModules: string[]): Promise<Map<string, OutputChunk>> {
  const bundle = await rolldown({ input: join(dir, 'main.js'), plugins: [compileHints(pageModules)], logLevel: 'silent' })
  const { output } = await bundle.generate({ minify: true })
  await bundle.close()
  const chunks = output.filter((item): item is OutputChunk => item.type === 'chunk')
  const byModule = new Map<string, OutputChunk>()
  for (const chunk of chunks) for (const name of ['main.js', 'page.js', 'widgets.js', 'later.js']) if (chunk.moduleIds.includes(join(dir, name))) byModule.set(name, chunk)
  return byModule
}

describe('compile hints on the chunks of the pages opened at once', () => {
  it('mark the page and the chunks it imports, first line, after minification', async () => {
    const dir = writeApp()
    const chunks = await build(dir, [join(dir, 'page.js')])
    expect(chunks.get('page.js')!.code.startsWith(`${COMPILE_HINT}\n`)).toBe(true)
    expect(chunks.get('widgets.js')!.fileName).not.toBe(chunks.get('page.js')!.fileName)
    expect(chunks.get('widgets.js')!.code.startsWith(`${COMPILE_HINT}\n`)).toBe(true)
  })

  it('leave the entry (run as soon as it arrives) and the later pages lazy', async () => {
    const dir = writeApp()
    const chunks = await build(dir, [join(dir, 'page.js')])
    expect(chunks.get('main.js')!.code).not.toContain(COMPILE_HINT)
    expect(chunks.get('later.js')!.code).not.toContain(COMPILE_HINT)
  })

  it('fail the build naming a page module that is not in it', async () => {
    const dir = writeApp()
    await expect(build(dir, [join(dir, 'renamed.js')])).rejects.toThrow(/compile hints: no chunk holds .*renamed\.js/)
  })
})
