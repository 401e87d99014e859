export * from './required.js'
export * from './paths.js'
export * from './api.js'
export * from './edit.js'
