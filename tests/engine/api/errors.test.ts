import { describe, expect, it } from 'vitest'
import { ApiError, BadRequest, NotAuthorized, errorForStatus, userMessage } from '../../../src/engine/api/errors.js'

describe('userMessage (spec 1 §8)', () => {
  it('adds the suffix to plain string errors', () => {
    expect(userMessage('Something broke.')).toBe(
      'Something broke. Please close all tabs of the product and try again. Let us know, if this error keeps happening.',
    )
  })

  it('wraps other errors as unexpected', () => {
    expect(userMessage(new Error('boom'))).toBe(
      'Unexpected error: "boom". Please try again and let us know, if this error keeps happening.',
    )
  })

  it('shows the server message for 401 and 400 as is', () => {
    expect(userMessage(new NotAuthorized('No access', 401))).toBe('No access')
    expect(userMessage(new BadRequest('Bad query', 400))).toBe('Bad query')
  })

  it('recognises OPTiMaDe parse errors from any error type', () => {
    expect(userMessage(new Error('could not parse optimade filter x'))).toBe('The given OPTiMaDe query can not be parsed.')
    expect(userMessage(new BadRequest('Could not parse optimade filter', 400))).toBe('The given OPTiMaDe query can not be parsed.')
  })

  it('puts the status of other API failures in parentheses', () => {
    expect(userMessage(new ApiError('Conflict', 409))).toBe('Conflict (409)')
  })
})

describe('errorForStatus', () => {
  it('reads the message from description or message when there is no detail', () => {
    expect(errorForStatus(409, { description: 'Upload is processing' }, 'Conflict').message).toBe('Upload is processing')
    expect(errorForStatus(409, { message: 'Other' }, 'Conflict').message).toBe('Other')
    expect(errorForStatus(409, undefined, 'Conflict').message).toBe('Conflict')
  })
})
