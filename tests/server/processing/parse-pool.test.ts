import { threadId } from 'node:worker_threads'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { defaultPoolSize, QUICK_PARSE_MS, WORKER_QUEUE_DEPTH, workerPoolExecutor, type ParseExecutor } from '../../../src/server/processing/parse-pool.js'
import { isBuilt, type FileReader, type ParseOutcome, type ParseRequest } from '../../../src/server/processing/parse-task.js'
import { newUploadDoc } from '../../../src/server/uploads/upload-doc.js'

const PARSERS = new URL('./fixtures/tiny-parsers.ts', import.meta.url).href

const filesOf = (files: Record<string, string>) => ({
  readFile: async (path: string) => (files[path] === undefined ? undefined : new TextEncoder().encode(files[path])),
})

/** A parse without an entry build asked for: the outcome itself. */
async function parseOf(executor: ParseExecutor, request: ParseRequest, files: FileReader): Promise<ParseOutcome> {
  const result = await executor.parse(request, files)
  if (isBuilt(result)) throw new Error('a parse without build answered a built entry')
  return result
}

describe('parse worker pool', () => {
  let executor: ParseExecutor
  const pool = { parse: (request: ParseRequest, files: FileReader) => parseOf(executor, request, files) }
  beforeAll(async () => {
    executor = await workerPoolExecutor(PARSERS, 2)
  })
  afterAll(() => executor?.close())

  it('parses in worker threads (TypeScript loaded there too), reading files through the main thread', async () => {
    const outcome = await pool.parse({ uploadId: 'u', entryId: 'e', mainfile: 'a.tiny' }, filesOf({ 'a.tiny': 'Si O', 'extra.txt': 'from main' }))
    expect(outcome.ok).toBe(true)
    if (!outcome.ok) return
    expect(outcome.parserName).toBe('parsers/tiny')
    expect(outcome.parsed.archive).toEqual({ results: { material: { elements: ['O', 'Si'] } } })
    expect(outcome.parsed.metadata.comment).toBe('from main')
    const line = outcome.logs.find((log) => log.event === 'tiny parsed')
    expect(line?.thread).not.toBe(threadId)
    expect(line).toMatchObject({ level: 'INFO', parser: 'parsers/tiny' })
  })

  it('turns a parser exception into a failed outcome with an ERROR log line carrying the exception', async () => {
    const outcome = await pool.parse({ uploadId: 'u', entryId: 'e', mainfile: 'b.tiny' }, filesOf({ 'b.tiny': 'throw please' }))
    expect(outcome).toMatchObject({ ok: false, parserName: 'parsers/tiny', error: 'cannot parse b.tiny' })
    const error = outcome.logs.find((log) => log.level === 'ERROR')
    expect(error?.exception).toContain('Error: cannot parse b.tiny')
  })

  it("reads an entry's mainfile through the main thread, or passes on why it cannot", async () => {
    const files = {
      ...filesOf({ 'c.tiny': 'entry schemas schema-entry', 'd.tiny': 'entry schemas hidden-entry' }),
      readEntryMainfile: async (uploadId: string, entryId: string) =>
        entryId === 'schema-entry' ? { ok: true as const, mainfile: `${uploadId}/schema.yaml`, data: new TextEncoder().encode('the schema') } : { ok: false as const, reason: `the entry ${entryId} is hidden` },
    }
    const found = await pool.parse({ uploadId: 'u', entryId: 'c', mainfile: 'c.tiny' }, files)
    expect(found).toMatchObject({ ok: true, parsed: { metadata: { entry_name: 'schemas/schema.yaml', comment: 'the schema' } } })
    const refused = await pool.parse({ uploadId: 'u', entryId: 'd', mainfile: 'd.tiny' }, files)
    expect(refused).toMatchObject({ ok: false, error: 'the entry hidden-entry is hidden' })
  })

  it('builds the entry where it parsed when asked, answering the stored texts of the entry and its archive', async () => {
    const upload = { ...newUploadDoc({ uploadId: 'up1', mainAuthor: 'ada', uploadName: 'tiny things', now: '2026-11-29T08:00:00.000Z' }), coauthors: ['bob'] }
    const build = { upload, names: { ada: { user_id: 'ada', name: 'Ada Lovelace' } }, now: '2026-11-29T08:00:01.000Z', version: '1.2.3', files: ['a.tiny', 'extra.txt'], matchedParser: 'parsers/tiny' }
    const result = await executor.parse({ uploadId: 'up1', entryId: 'e', mainfile: 'a.tiny', build }, filesOf({ 'a.tiny': 'Si O', 'extra.txt': 'from main' }))
    if (!isBuilt(result)) throw new Error('no entry was built')
    expect(result).toMatchObject({ ok: true, parserName: 'parsers/tiny' })
    const entry = JSON.parse(result.built.entry.text)
    expect(entry).toMatchObject({ entry_id: result.built.entry_id, upload_id: 'up1', mainfile: 'a.tiny', files: ['a.tiny', 'extra.txt'], parser_name: 'parsers/tiny', process_status: 'SUCCESS', comment: 'from main', nomad_version: '1.2.3', complete_time: build.now })
    expect(entry.main_author).toEqual({ user_id: 'ada', name: 'Ada Lovelace' })
    expect(entry.authors).toEqual([{ user_id: 'ada', name: 'Ada Lovelace' }, { user_id: 'bob', name: 'bob' }])
    expect(entry.results.material.elements).toEqual(['O', 'Si'])
    // The list of quantities is named by its set; the set's text holds it.
    expect(entry.quantities).toEqual({ quantity_set: result.built.entry.set!.hash })
    expect(JSON.parse(result.built.entry.set!.text)).toContain('results.material.elements')
    expect(result.built.entry.uploadId).toBe('up1')
    const archive = JSON.parse(result.built.archive.text)
    expect(archive.archive.results.material.elements).toEqual(['O', 'Si'])
    expect(archive.archive.processing_logs.map((line: { event: string }) => line.event)).toContain('tiny parsed')
  })

  it('keeps several parses in flight', async () => {
    const files: Record<string, string> = {}
    for (let i = 0; i < 20; i++) files[`${i}.tiny`] = `Cu${i}`
    const outcomes = await Promise.all(Object.keys(files).map((mainfile) => pool.parse({ uploadId: 'u', entryId: mainfile, mainfile }, filesOf(files))))
    expect(outcomes.every((outcome) => outcome.ok)).toBe(true)
    expect(new Set(outcomes.flatMap((outcome) => outcome.logs.filter((log) => log.event === 'tiny parsed').map((log) => log.thread))).size).toBe(2)
  })
})

describe('parses queued in a worker', () => {
  const request = (i: number, content = 'alone Cu'): ParseRequest => ({ uploadId: 'u', entryId: `q${i}`, mainfile: `q${i}.tiny`, mainfileContent: new TextEncoder().encode(content) })

  it('run one after the other while the main thread is busy, not each after the main thread answered the last', async () => {
    const pool = await workerPoolExecutor(PARSERS, 1)
    try {
      await parseOf(pool, request(-1), filesOf({})) // a quick parse: the worker gets parses ahead from now on
      const parses = [0, 1, 2, 3].map((i) => parseOf(pool, request(i), filesOf({})))
      const busyUntil = Date.now() + 800
      while (Date.now() < busyUntil); // the main thread answers no message meanwhile
      const outcomes = await Promise.all(parses)
      expect(outcomes.every((outcome) => outcome.ok)).toBe(true)
      const started = outcomes.map((outcome) => Date.parse(outcome.logs.find((log) => log.event === 'parsing started')!.timestamp as string))
      expect(started.every((time) => time < busyUntil)).toBe(true)
    } finally {
      await pool.close()
    }
  })

  it('are sent ahead only while parses are quick, so that a slow one holds back no other', async () => {
    const pool = await workerPoolExecutor(PARSERS, 1)
    try {
      expect(pool.capacity).toBe(1)
      await parseOf(pool, request(0), filesOf({}))
      expect(pool.capacity).toBe(WORKER_QUEUE_DEPTH)
      await parseOf(pool, request(1, `slow ${QUICK_PARSE_MS + 50}`), filesOf({}))
      expect(pool.capacity).toBe(1)
    } finally {
      await pool.close()
    }
  })
})

describe('a parse worker that dies', () => {
  it('fails the parse it held with the reason instead of leaving it unanswered, and a new worker takes the next parses', async () => {
    const executor = await workerPoolExecutor(PARSERS, 1)
    const pool = { parse: (request: ParseRequest, files: FileReader) => parseOf(executor, request, files), close: () => executor.close() }
    try {
      const failed = await pool.parse({ uploadId: 'u', entryId: 'e', mainfile: 'x.tiny' }, filesOf({ 'x.tiny': 'exit' }))
      expect(failed).toMatchObject({ ok: false, error: 'parse worker exited with code 3' })
      expect(failed.logs).toEqual([expect.objectContaining({ level: 'ERROR', exception: 'parse worker exited with code 3' })])
      const outcome = await pool.parse({ uploadId: 'u', entryId: 'e', mainfile: 'y.tiny' }, filesOf({ 'y.tiny': 'Cu' }))
      expect(outcome).toMatchObject({ ok: true, parsed: { archive: { results: { material: { elements: ['Cu'] } } } } })
    } finally {
      await pool.close()
    }
  })
})

describe('parse limits', () => {
  it('stops a parse over its time limit, fails it with the reason, and the parses waiting behind it still run', async () => {
    const pool = await workerPoolExecutor(PARSERS, 1, { timeoutMs: 1000 })
    try {
      const files = filesOf({ 'loop.tiny': 'loop', 'next.tiny': 'Fe', 'quick.tiny': 'alone Cu' })
      // After a quick parse the worker gets the next ones ahead: 'next' waits in it, behind the loop.
      await pool.parse({ uploadId: 'u', entryId: 'q', mainfile: 'quick.tiny' }, files)
      const [stopped, next] = await Promise.all([pool.parse({ uploadId: 'u', entryId: 'a', mainfile: 'loop.tiny' }, files), pool.parse({ uploadId: 'u', entryId: 'b', mainfile: 'next.tiny' }, files)])
      expect(stopped).toMatchObject({ ok: false, error: 'parsing took longer than 1 s and was stopped' })
      expect(next).toMatchObject({ ok: true, parsed: { archive: { results: { material: { elements: ['Fe'] } } } } })
    } finally {
      await pool.close()
    }
  }, 30000)

  it('stops a parse over the memory ceiling, fails it with the reason, and a new worker parses on', async () => {
    const pool = await workerPoolExecutor(PARSERS, 1, { memoryMb: 64 })
    try {
      const files = filesOf({ 'hog.tiny': 'hog', 'next.tiny': 'Ni' })
      const stopped = await pool.parse({ uploadId: 'u', entryId: 'a', mainfile: 'hog.tiny' }, files)
      expect(stopped).toMatchObject({ ok: false, error: 'parsing needed more memory than the limit of 64 MB and was stopped' })
      const next = await pool.parse({ uploadId: 'u', entryId: 'b', mainfile: 'next.tiny' }, files)
      expect(next).toMatchObject({ ok: true, parsed: { archive: { results: { material: { elements: ['Ni'] } } } } })
    } finally {
      await pool.close()
    }
  }, 60000)
})

describe('default parse pool size', () => {
  it('leaves one core to the main thread, with at least one worker and at most four', () => {
    expect([1, 2, 3, 4, 8, 64].map((cores) => defaultPoolSize(cores))).toEqual([1, 1, 2, 3, 4, 4])
  })
})
