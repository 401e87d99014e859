// `npm start`: builds the GUI when it is missing or older than its sources, then runs the
// server in this same process (one process serves GUI, OpenID provider and API).
import { buildGuiIfStale } from './gui-build.mjs'

if (process.env.STRATA_SKIP_BUILD !== '1') await buildGuiIfStale()

const { register } = await import('tsx/esm/api')
register()
await import('../src/server/main.ts')
