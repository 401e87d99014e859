// `npm run bench`: prints the project's performance figures. Never fails on time.
import { benchFoundation } from './foundation.js'
import { loadLine, printedGoals } from './goals.js'
import { buildGuiIfStale } from '../gui-build.mjs'

const suites: Record<string, () => Promise<void>> = { foundation: benchFoundation }
suites.processing = () => import('./processing.js').then((module) => module.benchProcessing())
suites.entry = () => import('./entry.js').then((module) => module.benchEntry())
suites.search = () => import('./search.js').then((module) => module.benchSearch())
suites['search-page'] = () => import('./search-page.js').then((module) => module.benchSearchPage())
suites['big-beside-small'] = () => import('./big-beside-small.js').then((module) => module.benchBigBesideSmall())
suites.archive = () => import('./archive.js').then((module) => module.benchArchive())
suites.load = () => import('./load.js').then((module) => module.benchLoad())
/** Suites that open the built GUI in a browser: it is built first when missing or stale, as `npm start` would. */
const GUI_SUITES = new Set(['entry', 'search-page'])
const chosen = process.argv.slice(2)
for (const [name, run] of Object.entries(suites)) {
  if (chosen.length > 0 && !chosen.includes(name)) continue
  console.log(`\n## ${name}`)
  if (GUI_SUITES.has(name)) await buildGuiIfStale()
  await run()
}
if (printedGoals.length > 0) {
  console.log(`\n## goals (issue 13), ${loadLine()}`)
  for (const line of printedGoals) console.log(line)
}
