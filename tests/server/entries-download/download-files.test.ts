/** Which files a download keeps: NOMAD's files options (include_files, re_pattern, glob_pattern as fnmatch). */
import { describe, expect, it } from 'vitest'
import { fileFilterOf, filesFromQueryParameters } from '../../../src/server/api/entries/download-files.js'
import { ApiError } from '../../../src/server/http/errors.js'

const PATHS = ['vasp/vasprun.xml', 'vasp/vasprun.xml.gz', 'vasp/OUTCAR', 'notes/a1.txt', 'notes/b.txt', 'notes/[x].txt', 'notes/]y.md']
const kept = (files: Parameters<typeof fileFilterOf>[0]) => PATHS.filter(fileFilterOf(files))

describe('download file filter', () => {
  it('keeps every file without options', () => {
    expect(kept(undefined)).toEqual(PATHS)
    expect(kept({ compress: true })).toEqual(PATHS)
  })

  it('matches a glob against the end of the path, * across folders, ? one character, [..] and [!..] classes', () => {
    expect(kept({ compress: false, glob_pattern: 'vasp*.xml*' })).toEqual(['vasp/vasprun.xml', 'vasp/vasprun.xml.gz'])
    expect(kept({ compress: false, glob_pattern: '*.xml' })).toEqual(['vasp/vasprun.xml'])
    expect(kept({ compress: false, glob_pattern: 'notes/?.txt' })).toEqual(['notes/b.txt'])
    expect(kept({ compress: false, glob_pattern: '?.txt' })).toEqual(['notes/a1.txt', 'notes/b.txt', 'notes/[x].txt'])
    expect(kept({ compress: false, glob_pattern: '[ab]*.txt' })).toEqual(['notes/a1.txt', 'notes/b.txt'])
    expect(kept({ compress: false, glob_pattern: 'notes/[!a]*' })).toEqual(['notes/b.txt', 'notes/[x].txt', 'notes/]y.md'])
    expect(kept({ compress: false, glob_pattern: '[]]*' })).toEqual(['notes/[x].txt', 'notes/]y.md'])
    expect(kept({ compress: false, glob_pattern: '[x' })).toEqual([])
  })

  it('searches a regular expression anywhere in the path; it replaces the glob, include_files replaces both', () => {
    expect(kept({ compress: false, re_pattern: 'OUT', glob_pattern: '*.txt' })).toEqual(['vasp/OUTCAR'])
    expect(kept({ compress: false, re_pattern: '^notes/.\\.txt$' })).toEqual(['notes/b.txt'])
    expect(kept({ compress: false, include_files: ['OUTCAR', '[x].txt'], re_pattern: 'xml' })).toEqual(['vasp/OUTCAR', 'notes/[x].txt'])
  })

  it('takes the files options out of GET parameters and leaves the search', () => {
    const { files, search } = filesFromQueryParameters({ owner: 'visible', compress: 'true', include_files: ['a', 'b'], upload_id: 'u1' })
    expect(files).toEqual({ compress: true, include_files: ['a', 'b'] })
    expect(search).toEqual({ owner: 'visible', upload_id: 'u1' })
    const refused = (() => {
      try {
        return filesFromQueryParameters({ re_pattern: '(' })
      } catch (error) {
        return error
      }
    })()
    expect(refused).toBeInstanceOf(ApiError)
    expect((refused as ApiError).detail).toEqual([expect.objectContaining({ loc: ['query', 're_pattern'] })])
  })
})
