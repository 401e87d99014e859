export * from './required.js'
export * from './paths.js'
export * from './api.js'
