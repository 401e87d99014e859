import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { ArchiveConflict, archiveEditingMachine, ProcessingFailedAfterSave } from '../../src/machines/gui/archiveEditing.js'

type Json = Record<string, unknown>

function start(save: (archive: Json) => Promise<void>) {
  const saved: Json[] = []
  const machine = archiveEditingMachine.provide({
    actors: {
      loadData: fromPromise<unknown>(async () => ({ name: 'loaded' })),
      save: fromPromise(async ({ input }: { input: Json }) => {
        saved.push(input)
        await save(input)
      }),
    },
  })
  const actor = createActor(machine).start()
  return { actor, saved }
}

describe('archive editing machine', () => {
  it('loads, becomes dirty on an edit, saves the edited archive and ends saved', async () => {
    const { actor, saved } = start(async () => {})
    await waitFor(actor, (state) => state.matches('clean'))
    expect(actor.getSnapshot().context.archive).toEqual({ data: { name: 'loaded' } })
    actor.send({ type: 'EDIT', archive: { data: { name: 'edited' } } })
    expect(actor.getSnapshot().value).toBe('dirty')
    actor.send({ type: 'SAVE' })
    await waitFor(actor, (state) => state.matches('saved'))
    expect(saved).toEqual([{ data: { name: 'edited' } }])
  })

  it('takes no edit while saving, so nothing typed meanwhile is silently dropped', async () => {
    let finish: () => void = () => {}
    const { actor } = start(() => new Promise<void>((resolve) => (finish = resolve)))
    await waitFor(actor, (state) => state.matches('clean'))
    actor.send({ type: 'EDIT', archive: { data: { name: 'first' } } })
    actor.send({ type: 'SAVE' })
    actor.send({ type: 'EDIT', archive: { data: { name: 'during the save' } } })
    expect(actor.getSnapshot().context.archive).toEqual({ data: { name: 'first' } })
    finish()
    await waitFor(actor, (state) => state.matches('saved'))
  })

  it('ends in conflict when the file changed meanwhile, saved when the file was written but failed to process, dirty on other failures', async () => {
    for (const [error, end] of [
      [new ArchiveConflict('changed'), 'conflict'],
      [new ProcessingFailedAfterSave('failed'), 'saved'],
      [new Error('network'), 'dirty'],
    ] as const) {
      const { actor } = start(async () => {
        throw error
      })
      await waitFor(actor, (state) => state.matches('clean'))
      actor.send({ type: 'EDIT', archive: { data: {} } })
      actor.send({ type: 'SAVE' })
      await waitFor(actor, (state) => state.matches(end) && state.context.error === error)
    }
  })
})
