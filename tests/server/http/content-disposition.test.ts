import { describe, expect, it } from 'vitest'
import { attachmentDisposition } from '../../../src/server/http/content-disposition.js'

describe('attachmentDisposition', () => {
  it('keeps a plain ASCII name as it is', () => {
    expect(attachmentDisposition('NaCl.cif')).toBe('attachment; filename="NaCl.cif"')
  })

  it('gives any other name exactly in filename*, with an ASCII fallback, and is a valid header value', () => {
    const value = attachmentDisposition('Ünï "cødé" ✓.txt')
    expect(value).toBe(`attachment; filename="_n_ _c_d__ _.txt"; filename*=UTF-8''%C3%9Cn%C3%AF%20%22c%C3%B8d%C3%A9%22%20%E2%9C%93.txt`)
    expect(() => new Headers({ 'content-disposition': value })).not.toThrow()
  })
})
