// `npm test`: every test of the project. Unit, server and component tests first (vitest),
// then the GUI build and the end-to-end suite in a real Chromium. Ends with one summary line.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync } from 'node:fs'

const reportDir = '.tmp/test-reports'
mkdirSync(reportDir, { recursive: true })
const totals = { passed: 0, failed: 0, skipped: 0 }

function run(title, command, args) {
  console.log(`\n=== ${title}: ${command} ${args.join(' ')}`)
  return spawnSync(command, args, { stdio: 'inherit', env: process.env }).status ?? 1
}

function vitest(title, extraArgs, report) {
  const status = run(title, 'npx', ['vitest', 'run', ...extraArgs, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`])
  if (existsSync(report)) {
    const summary = JSON.parse(readFileSync(report, 'utf8'))
    totals.passed += summary.numPassedTests
    totals.failed += summary.numFailedTests
    totals.skipped += summary.numPendingTests + summary.numTodoTests
  }
  return status
}

function finish(status) {
  console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`)
  process.exit(status)
}

if (vitest('unit, server and component tests', [], `${reportDir}/unit.json`) !== 0) finish(1)
if (run('GUI build', 'npx', ['vite', 'build', '--logLevel', 'warn']) !== 0) finish(1)
finish(vitest('end-to-end tests in Chromium', ['--config', 'vitest.e2e.config.ts'], `${reportDir}/e2e.json`) === 0 ? 0 : 1)
