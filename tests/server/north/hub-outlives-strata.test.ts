/**
 * A Strata killed without closing (SIGKILL, a crash) cannot stop the hub it started; the hub notices and
 * stops itself with its proxy, so no JupyterHub is left running for nobody.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { removeDir, runMain, tempDir, type ChildServer } from '../support/test-server.js'
import { missingPrograms } from './support.js'

const alive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

describe.skipIf(missingPrograms.length > 0)('the managed hub of a killed Strata', () => {
  const dataDir = tempDir('strata-hub-orphan-')
  let server: ChildServer | undefined
  afterAll(() => {
    if (server?.child.exitCode === null) server.child.kill('SIGKILL')
    removeDir(dataDir)
  })

  it('stops itself and its proxy within seconds', async () => {
    server = runMain({ STRATA_DATA: dataDir })
    await server.started
    await expect.poll(() => server!.output(), { timeout: 60_000, interval: 200 }).toContain('The remote tools hub is running.')
    const hubDir = join(dataDir, 'north', 'hub')
    const hubPid = Number(readFileSync(join(hubDir, 'jupyterhub.pid'), 'utf8'))
    const proxyPid = Number(readFileSync(join(hubDir, 'proxy.pid'), 'utf8'))
    expect(alive(hubPid) && alive(proxyPid)).toBe(true)

    server.child.kill('SIGKILL')
    await server.exited
    await expect.poll(() => alive(hubPid) || alive(proxyPid), { timeout: 30_000, interval: 250 }).toBe(false)
  }, 120_000)
})
