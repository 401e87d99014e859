// Worker entry: worker threads do not inherit the main thread's TypeScript loader, so this
// plain module registers tsx before loading the worker written in TypeScript.
import { register } from 'tsx/esm/api'
import { workerData } from 'node:worker_threads'

register()
await import(workerData.workerModule)
