/**
 * Hostile archives are refused with a message naming the archive, the member and the reason,
 * and leave nothing behind; good archives unpack completely.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync, symlinkSync, mkdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { create as createTar } from 'tar'
import yazl from 'yazl'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { DEFAULT_UNPACK_LIMITS, unpackArchive, UnpackError } from '../../../src/server/processing/unpack/unpack.js'
import { rawNamedZip, zipOf } from '../uploads/support.js'

describe('safe unpacking', () => {
  let dir: string
  let staging: string
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'strata-unpack-'))
    staging = join(dir, 'staging')
    mkdirSync(staging)
  })
  afterEach(() => rmSync(dir, { recursive: true, force: true }))

  const refusal = async (file: string, name: string, kind: 'zip' | 'tar' | 'tar.gz', limits = DEFAULT_UNPACK_LIMITS) => {
    const error = await unpackArchive(file, name, kind, staging, limits).then(
      () => undefined,
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(UnpackError)
    expect(readdirSync(staging)).toEqual([])
    return (error as UnpackError).message
  }

  it('unpacks a good zip with folders', async () => {
    const file = join(dir, 'good.zip')
    writeFileSync(file, await zipOf({ 'a.txt': 'A', 'sub/b.txt': 'B' }))
    const unpacked = await unpackArchive(file, 'good.zip', 'zip', staging)
    expect(unpacked.files).toEqual(['a.txt', 'sub/b.txt'])
    await unpacked.discard()
    expect(readdirSync(staging)).toEqual([])
  })

  it('keeps small members of a zip in memory up to holdBytes, the rest in the staging folder, stored and deflated alike', async () => {
    const zip = new yazl.ZipFile()
    const deflated = 'Cu\n'.repeat(500)
    zip.addBuffer(Buffer.from(deflated), 'a/deflated.txt', { compress: true })
    zip.addBuffer(Buffer.from('stored'), 'b/stored.txt', { compress: false })
    zip.addBuffer(Buffer.alloc(0), 'c/empty.txt')
    zip.addBuffer(Buffer.from('x'.repeat(4000)), 'd/over.txt')
    zip.end()
    const chunks: Buffer[] = []
    for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer)
    const file = join(dir, 'held.zip')
    writeFileSync(file, Buffer.concat(chunks))
    const unpacked = await unpackArchive(file, 'held.zip', 'zip', staging, DEFAULT_UNPACK_LIMITS, () => undefined, deflated.length + 'stored'.length)
    expect(unpacked.files).toEqual(['a/deflated.txt', 'b/stored.txt', 'c/empty.txt', 'd/over.txt'])
    expect(Object.fromEntries([...unpacked.held].map(([path, content]) => [path, Buffer.from(content).toString()]))).toEqual({ 'a/deflated.txt': deflated, 'b/stored.txt': 'stored', 'c/empty.txt': '' })
    // Each held member takes its own length in memory (not a view into zlib's 16 KB buffer), as the hold limit counts it.
    for (const content of unpacked.held.values()) expect(content.buffer.byteLength).toBe(content.length)
    expect(readFileSync(join(unpacked.dir, 'd', 'over.txt'), 'utf8')).toBe('x'.repeat(4000))
    await unpacked.discard()
    expect(readdirSync(staging)).toEqual([])
  })

  it('keeps a backslash inside a zip folder or file name instead of splitting there (as NOMAD)', async () => {
    const file = join(dir, 'backslash.zip')
    writeFileSync(file, rawNamedZip('runs\\2024/out.txt', 'x'))
    const unpacked = await unpackArchive(file, 'backslash.zip', 'zip', staging)
    expect(unpacked.files).toEqual(['runs\\2024/out.txt'])
    await unpacked.discard()
  })

  it("refuses a zip slip ('..')", async () => {
    const file = join(dir, 'slip.zip')
    writeFileSync(file, rawNamedZip('../../evil.txt', 'x'))
    expect(await refusal(file, 'slip.zip', 'zip')).toBe(`Refused slip.zip: "../../evil.txt" leaves the upload folder ('..')`)
  })

  it('refuses an absolute path in a zip', async () => {
    const file = join(dir, 'abs.zip')
    writeFileSync(file, rawNamedZip('/etc/evil', 'x'))
    expect(await refusal(file, 'abs.zip', 'zip')).toBe('Refused abs.zip: "/etc/evil" is an absolute path')
  })

  it('refuses a symlink member of a zip', async () => {
    const file = join(dir, 'link.zip')
    writeFileSync(file, await zipOf({ link: '/etc/passwd' }, { mode: { link: 0o120777 } }))
    expect(await refusal(file, 'link.zip', 'zip')).toBe('Refused link.zip: "link" is a symbolic link')
  })

  it('refuses a zip bomb by its compression ratio before writing anything', async () => {
    const file = join(dir, 'bomb.zip')
    writeFileSync(file, await zipOf({ 'zeros.bin': Buffer.alloc(50_000_000) }))
    expect(await refusal(file, 'bomb.zip', 'zip')).toMatch(/^Refused bomb\.zip: "zeros\.bin" is compressed more than 200:1/)
  })

  it('refuses archives that unpack beyond the size limit or member count', async () => {
    const file = join(dir, 'big.zip')
    writeFileSync(file, await zipOf({ 'a.txt': 'x'.repeat(2000), 'b.txt': 'y'.repeat(2000) }, { compress: false }))
    expect(await refusal(file, 'big.zip', 'zip', { ...DEFAULT_UNPACK_LIMITS, maxTotalBytes: 3000 })).toBe('Refused big.zip: unpacks to more than 3000 bytes')
    expect(await refusal(file, 'big.zip', 'zip', { ...DEFAULT_UNPACK_LIMITS, maxEntries: 1 })).toBe('Refused big.zip: has more than 1 members')
  })

  it('refuses a symlink in a tar', async () => {
    const source = join(dir, 'src')
    mkdirSync(source)
    writeFileSync(join(source, 'real.txt'), 'real')
    symlinkSync('/etc/passwd', join(source, 'passwd'))
    const tarFile = join(dir, 'link.tar')
    await createTar({ file: tarFile, cwd: source }, ['real.txt', 'passwd'])
    expect(await refusal(tarFile, 'link.tar', 'tar')).toBe('Refused link.tar: "passwd" is a symbolic link')
  })

  it("refuses '..' and absolute paths in a tar.gz", async () => {
    const source = join(dir, 'src')
    mkdirSync(join(source, 'inner'), { recursive: true })
    writeFileSync(join(source, 'evil.txt'), 'evil')
    const tarFile = join(dir, 'slip.tar.gz')
    await createTar({ file: tarFile, gzip: true, cwd: join(source, 'inner'), preservePaths: true }, ['../evil.txt'])
    expect(await refusal(tarFile, 'slip.tar.gz', 'tar.gz')).toBe(`Refused slip.tar.gz: "../evil.txt" leaves the upload folder ('..')`)
  })

  it('unpacks a good tar.gz', async () => {
    const source = join(dir, 'src')
    mkdirSync(join(source, 'sub'), { recursive: true })
    writeFileSync(join(source, 'sub', 'a.txt'), 'A')
    const tarFile = join(dir, 'good.tgz')
    await createTar({ file: tarFile, gzip: true, cwd: source }, ['sub'])
    const unpacked = await unpackArchive(tarFile, 'good.tgz', 'tar.gz', staging)
    expect(unpacked.files).toEqual(['sub/a.txt'])
    await unpacked.discard()
  })
})
