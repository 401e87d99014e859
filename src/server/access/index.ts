export * from './upload-access.js'
export { requesterOf } from './requester.js'
