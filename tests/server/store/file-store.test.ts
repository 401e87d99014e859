import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { directoryFileStore, FileNotFoundError, UnsafePathError } from '../../../src/server/store/files/directory-file-store.js'
import type { FileStore } from '../../../src/server/store/interfaces.js'

let dataDir: string
let files: FileStore
const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes)

beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'strata-files-'))
  files = directoryFileStore(dataDir)
})

afterEach(() => rmSync(dataDir, { recursive: true, force: true }))

describe('directory file store', () => {
  it('writes, reads, lists and removes files under files/<upload_id>/raw', async () => {
    await files.write('up1', 'structures/Si.cif', new TextEncoder().encode('data_Si'))
    await files.write('up1', 'README.md', Readable.from([Buffer.from('# Read'), Buffer.from('me')]))
    expect(readdirSync(join(dataDir, 'files', 'up1', 'raw')).sort()).toEqual(['README.md', 'structures'])
    expect(text(await files.read('up1', 'structures/Si.cif'))).toBe('data_Si')
    expect(text(await files.read('up1', './README.md'))).toBe('# Readme')
    expect(await files.list('up1')).toEqual([
      { path: 'README.md', is_file: true, size: 8 },
      { path: 'structures', is_file: false, size: 0 },
    ])
    expect(await files.list('up1', 'structures')).toEqual([{ path: 'structures/Si.cif', is_file: true, size: 7 }])
    expect(await files.exists('up1', 'structures')).toBe(true)
    await files.remove('up1', 'structures')
    expect(await files.exists('up1', 'structures/Si.cif')).toBe(false)
    await expect(files.read('up1', 'structures/Si.cif')).rejects.toBeInstanceOf(FileNotFoundError)
    await files.removeUpload('up1')
    expect(await files.list('up1')).toEqual([])
  })

  it('refuses a file where a folder is, or a folder where a file is, naming the path in the upload only', async () => {
    await files.write('up1', 'clash', new TextEncoder().encode('a file'))
    const underFile = await files.write('up1', 'clash/POSCAR', new TextEncoder().encode('Cu')).catch((error: unknown) => error)
    expect(underFile).toBeInstanceOf(UnsafePathError)
    expect((underFile as Error).message).toBe('refused path "clash/POSCAR": a file of the upload is in the way of its folder')
    await files.write('up1', 'runs/one/POSCAR', new TextEncoder().encode('Cu'))
    const overFolder = await files.write('up1', 'runs/one', new TextEncoder().encode('a file')).catch((error: unknown) => error)
    expect((overFolder as Error).message).toBe('refused path "runs/one": a folder of that name is in the upload')
    expect(text(await files.read('up1', 'clash'))).toBe('a file')
    expect(text(await files.read('up1', 'runs/one/POSCAR'))).toBe('Cu')
  })

  it('keeps a backslash as part of a name: runs\\2024 is one folder, as on NOMAD', async () => {
    await files.write('up1', 'runs\\2024/out.txt', new TextEncoder().encode('x'))
    expect(await files.list('up1')).toEqual([{ path: 'runs\\2024', is_file: false, size: 0 }])
    expect(new TextDecoder().decode(await files.read('up1', 'runs\\2024/out.txt'))).toBe('x')
  })

  it('replaces a file whole and leaves no temporary files behind', async () => {
    await files.write('up1', 'a.txt', new TextEncoder().encode('first version'))
    await files.write('up1', 'a.txt', new TextEncoder().encode('second'))
    expect(text(await files.read('up1', 'a.txt'))).toBe('second')
    expect(readdirSync(join(dataDir, 'files', 'up1', 'raw'))).toEqual(['a.txt'])
  })

  it('reads a range or a stream of a file without the rest of it', async () => {
    await files.write('up1', 'digits.txt', new TextEncoder().encode('0123456789'))
    expect(text(await files.readRange('up1', 'digits.txt', 2, 3))).toBe('234')
    expect(text(await files.readRange('up1', 'digits.txt', 8, 100))).toBe('89')
    const streamed = async (range?: { offset?: number; length?: number }) => {
      const chunks: Buffer[] = []
      for await (const chunk of await files.readStream('up1', 'digits.txt', range)) chunks.push(chunk as Buffer)
      return Buffer.concat(chunks).toString('utf8')
    }
    expect(await streamed()).toBe('0123456789')
    expect(await streamed({ offset: 7 })).toBe('789')
    expect(await streamed({ offset: 1, length: 2 })).toBe('12')
    await expect(files.readRange('up1', 'missing.txt', 0, 1)).rejects.toBeInstanceOf(FileNotFoundError)
    await expect(files.readStream('up1', 'missing.txt')).rejects.toBeInstanceOf(FileNotFoundError)
  })

  it.each([
    ['/etc/passwd'],
    ['../other/raw/x'],
    ['a/../../x'],
    ['a/..'],
    ['nul\0byte'],
    ['C:\\Windows\\x'],
    ['a\\..\\..\\x'],
  ])('refuses the hostile path %j', async (path) => {
    await expect(files.write('up1', path, new Uint8Array())).rejects.toBeInstanceOf(UnsafePathError)
    await expect(files.read('up1', path)).rejects.toBeInstanceOf(UnsafePathError)
    await expect(files.readRange('up1', path, 0, 10)).rejects.toBeInstanceOf(UnsafePathError)
    await expect(files.readStream('up1', path)).rejects.toBeInstanceOf(UnsafePathError)
    await expect(files.list('up1', path)).rejects.toBeInstanceOf(UnsafePathError)
    await expect(files.remove('up1', path)).rejects.toBeInstanceOf(UnsafePathError)
  })

  it.each([['../up2'], ['a/b'], ['.'], ['']])('refuses the upload id %j', async (uploadId) => {
    await expect(files.read(uploadId, 'x')).rejects.toBeInstanceOf(UnsafePathError)
    await expect(files.removeUpload(uploadId)).rejects.toBeInstanceOf(UnsafePathError)
  })

  it('refuses symlinks that lead outside the upload, and does not list them', async () => {
    const outside = join(dataDir, 'secret')
    mkdirSync(outside)
    writeFileSync(join(outside, 'key.txt'), 'secret')
    await files.write('up1', 'inside.txt', new TextEncoder().encode('ok'))
    const raw = join(dataDir, 'files', 'up1', 'raw')
    symlinkSync(outside, join(raw, 'escape'))
    symlinkSync(join(raw, 'inside.txt'), join(raw, 'alias.txt'))

    await expect(files.read('up1', 'escape/key.txt')).rejects.toBeInstanceOf(UnsafePathError)
    await expect(files.readRange('up1', 'escape/key.txt', 0, 3)).rejects.toBeInstanceOf(UnsafePathError)
    await expect(files.readStream('up1', 'escape/key.txt')).rejects.toBeInstanceOf(UnsafePathError)
    await expect(files.write('up1', 'escape/new.txt', new Uint8Array([1]))).rejects.toBeInstanceOf(UnsafePathError)
    await expect(files.write('up1', 'escape/folder/new.txt', new Uint8Array([1]))).rejects.toBeInstanceOf(UnsafePathError)
    expect(readdirSync(outside)).toEqual(['key.txt'])
    expect((await files.list('up1')).map((f) => f.path)).toEqual(['alias.txt', 'inside.txt'])
    expect(text(await files.read('up1', 'alias.txt'))).toBe('ok')
  })

  it('writes many files at once into new nested folders, each folder made once, no temporary files left', async () => {
    const paths = Array.from({ length: 120 }, (_, i) => `runs/${i % 6}/step${i % 4}/out${i}.txt`)
    await Promise.all(paths.map((path) => files.write('up1', path, new TextEncoder().encode(path))))
    for (const path of paths) expect(text(await files.read('up1', path))).toBe(path)
    expect((await files.list('up1', 'runs')).map((item) => item.path)).toEqual([0, 1, 2, 3, 4, 5].map((i) => `runs/${i}`))
    expect((await files.list('up1', 'runs/0/step0')).every((item) => !item.path.includes('.strata-tmp-'))).toBe(true)
  })

  it('checks a folder again once the writes that checked it have ended: a folder replaced by a link to outside is refused', async () => {
    const outside = join(dataDir, 'secret')
    mkdirSync(outside)
    await Promise.all(['a/one.txt', 'a/two.txt'].map((path) => files.write('up1', path, new TextEncoder().encode('ok'))))
    const raw = join(dataDir, 'files', 'up1', 'raw')
    rmSync(join(raw, 'a'), { recursive: true })
    symlinkSync(outside, join(raw, 'a'))
    const refused = await files.write('up1', 'a/three.txt', new TextEncoder().encode('leak')).catch((error: unknown) => error)
    expect((refused as Error).message).toBe('refused path "a/three.txt": leads outside the upload')
    expect(readdirSync(outside)).toEqual([])
  })

  it('writes over a link with the file itself, never through it', async () => {
    const outside = join(dataDir, 'elsewhere.txt')
    writeFileSync(outside, 'untouched')
    mkdirSync(join(dataDir, 'files', 'up1', 'raw'), { recursive: true })
    symlinkSync(outside, join(dataDir, 'files', 'up1', 'raw', 'link.txt'))
    await files.write('up1', 'link.txt', new TextEncoder().encode('new'))
    expect(readFileSync(outside, 'utf8')).toBe('untouched')
    expect(text(await files.read('up1', 'link.txt'))).toBe('new')
  })
})
