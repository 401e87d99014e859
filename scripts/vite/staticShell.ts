import type { CodeSplittingGroup } from 'rolldown'

type Context = Parameters<Extract<CodeSplittingGroup['name'], (...args: never[]) => unknown>>[1]

/** Every module reachable from `entry` through static imports (the ones the page cannot start without). */
function staticClosure(entry: string, ctx: Context): Set<string> {
  const reached = new Set<string>()
  const waiting = [entry]
  for (let id = waiting.pop(); id !== undefined; id = waiting.pop()) {
    if (reached.has(id)) continue
    const info = ctx.getModuleInfo(id)
    if (!info) continue
    reached.add(id)
    waiting.push(...info.importedIds)
  }
  return reached
}

/**
 * A code-splitting group that puts everything `entry` imports statically into one chunk named
 * `name`, except what `besides` (another entry) imports too. Left to itself the bundler splits
 * out every module that a lazy page shares with the shell: the start then needs some twenty
 * small files, which the browser fetches six at a time over HTTP/1.1.
 */
export function staticShellGroup(name: string, entry: string, besides: string): CodeSplittingGroup {
  let shell: Set<string> | undefined
  return {
    name: (id, ctx) => {
      if (!shell) {
        const other = staticClosure(besides, ctx)
        shell = new Set([...staticClosure(entry, ctx)].filter((module) => !other.has(module)))
      }
      return shell.has(id) ? name : null
    },
  }
}
