import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { launchButton, stopButton, toolMachine, toolPhase, type ToolStatus } from '../../src/machines/tool-machine.js'

/** A hub that takes `startCalls` status calls to start and `stopCalls` to stop; failures on request. */
function fakeServer(options: { startCalls?: number; stopCalls?: number; failLaunch?: boolean; failStop?: boolean; initial?: ToolStatus['state'] } = {}) {
  let state: ToolStatus['state'] = options.initial ?? 'stopped'
  let countdown = 0
  const calls: string[] = []
  const status = async (): Promise<ToolStatus> => {
    calls.push('status')
    if ((state === 'starting' || state === 'stopping') && --countdown <= 0) state = state === 'starting' ? 'running' : 'stopped'
    return { state }
  }
  const machine = toolMachine.provide({
    delays: { poll: 5 },
    actors: {
      fetchStatus: fromPromise(status),
      launch: fromPromise(async (): Promise<ToolStatus> => {
        calls.push('launch')
        if (options.failLaunch) throw new Error('hub down')
        countdown = options.startCalls ?? 0
        state = countdown > 0 ? 'starting' : 'running'
        return { state, uploadIdIsMounted: true }
      }),
      stop: fromPromise(async (): Promise<ToolStatus> => {
        calls.push('stop')
        if (options.failStop) throw new Error('hub down')
        countdown = options.stopCalls ?? 0
        state = countdown > 0 ? 'stopping' : 'stopped'
        return { state }
      }),
    },
  })
  return { actor: createActor(machine).start(), calls }
}

const phaseOf = (actor: ReturnType<typeof fakeServer>['actor']) => toolPhase(actor.getSnapshot().value)

describe('tool machine (spec 3 §4.4)', () => {
  it('asks the server first; the launch button is disabled until it knows', async () => {
    const { actor } = fakeServer()
    expect(phaseOf(actor)).toBe('checking')
    expect(launchButton('checking')).toEqual({ text: 'Launch', disabled: true })
    await waitFor(actor, (state) => state.matches('stopped'))
    expect(launchButton(phaseOf(actor))).toEqual({ text: 'Launch', disabled: false })
    expect(stopButton(phaseOf(actor))).toBeUndefined()
  })

  it('launches, polls while the server says starting, and ends running with Open and Stop', async () => {
    const { actor, calls } = fakeServer({ startCalls: 3 })
    await waitFor(actor, (state) => state.matches('stopped'))
    actor.send({ type: 'LAUNCH' })
    expect(phaseOf(actor)).toBe('starting')
    expect(launchButton('starting')).toEqual({ text: 'Launching...', disabled: true })
    await waitFor(actor, (state) => state.matches('running'))
    expect(calls).toEqual(['status', 'launch', 'status', 'status', 'status'])
    expect(launchButton(phaseOf(actor)).text).toBe('Open')
    expect(stopButton(phaseOf(actor))).toEqual({ text: 'Stop', disabled: false })
  })

  it('stops through stopping (Stopping..., polling) to stopped', async () => {
    const { actor, calls } = fakeServer({ initial: 'running', stopCalls: 2 })
    await waitFor(actor, (state) => state.matches('running'))
    actor.send({ type: 'STOP' })
    expect(stopButton(phaseOf(actor))).toEqual({ text: 'Stopping...', disabled: true })
    expect(launchButton(phaseOf(actor))).toEqual({ text: 'Launch', disabled: true })
    await waitFor(actor, (state) => state.matches('stopped'))
    expect(calls).toEqual(['status', 'stop', 'status', 'status'])
  })

  it('a failed launch ends stopped, a failed stop ends in error, from where both are possible again', async () => {
    const launchFails = fakeServer({ failLaunch: true })
    await waitFor(launchFails.actor, (state) => state.matches('stopped'))
    launchFails.actor.send({ type: 'LAUNCH' })
    await waitFor(launchFails.actor, (state) => state.matches('stopped'))
    expect((launchFails.actor.getSnapshot().context.error as Error).message).toBe('hub down')

    const stopFails = fakeServer({ initial: 'running', failStop: true })
    await waitFor(stopFails.actor, (state) => state.matches('running'))
    stopFails.actor.send({ type: 'STOP' })
    await waitFor(stopFails.actor, (state) => state.matches('error'))
    expect(launchButton('error')).toEqual({ text: 'Launch', disabled: false })
    stopFails.actor.send({ type: 'LAUNCH' })
    await waitFor(stopFails.actor, (state) => state.matches('running'))
  })

  it('picks up a server that is already starting and follows it to running', async () => {
    const { actor } = fakeServer({ initial: 'starting' })
    await waitFor(actor, (state) => state.matches('running'))
  })
})
