// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { LogView } from '../../../src/renderers/archive/LogView.js'
import { LOG_PAGE_SIZE, withProcessingErrors, type LogEntry } from '../../../src/renderers/archive/logs.js'
import { describeWithReference } from '../../reference.js'
import { referenceArchive } from './support.js'

afterEach(cleanup)

const count = () => screen.getByTestId('log-count').textContent
const summaries = () => screen.queryAllByTestId('log-summary').map((node) => node.textContent)

describeWithReference('Logs of NOMAD’s VASP entry', () => {
  const logs = referenceArchive('vasp-calculation.archive.json').processing_logs as LogEntry[]
  const infos = logs.filter((log) => log.level === 'INFO').length

  it('starts with the attention levels only and says when nothing matches', () => {
    render(<LogView logs={logs} />)
    expect(count()).toBe('No log entries matching selected criteria')
    expect(summaries()).toEqual([])
  })

  it('filters by level and loads more entries page by page', () => {
    render(<LogView logs={logs} />)
    fireEvent.click(screen.getByLabelText('INFO'))
    expect(summaries()).toHaveLength(LOG_PAGE_SIZE)
    expect(count()).toBe(`Showing ${LOG_PAGE_SIZE} of ${infos} matching entries`)
    fireEvent.click(screen.getByText('Load More'))
    expect(summaries()).toHaveLength(2 * LOG_PAGE_SIZE)
    while (screen.queryByText('Load More')) fireEvent.click(screen.getByText('Load More'))
    expect(count()).toBe(`${infos} matching log entry found`)
    fireEvent.click(screen.getByLabelText('DEBUG'))
    expect(summaries().some((summary) => summary?.startsWith('DEBUG'))).toBe(true)
    fireEvent.click(screen.getByLabelText('INFO'))
    expect(summaries().every((summary) => summary?.startsWith('DEBUG'))).toBe(true)
  })

  it('shows the values of the parser and event keys in the collapsed entries', () => {
    render(<LogView logs={logs} />)
    fireEvent.click(screen.getByLabelText('INFO'))
    expect(summaries()[0]).toBe(`INFO | parser: ${String(logs.find((l) => l.level === 'INFO')!.parser)} | event: ${String(logs.find((l) => l.level === 'INFO')!.event)}`)
  })
})

describe('processing errors in the logs', () => {
  it('are appended as ERROR items, shown by default', () => {
    render(<LogView logs={withProcessingErrors([{ level: 'INFO', event: 'parsed' }], ['parser failed'])} />)
    expect(summaries()).toEqual(['ERROR | event: parser failed'])
    expect(count()).toBe('1 matching log entry found')
  })
})
