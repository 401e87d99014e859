import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const ROOT = join(import.meta.dirname, '..', '..')
const DOCS_DIR = join(ROOT, 'docs')

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((item) => {
    const path = join(dir, item.name)
    if (item.isDirectory()) return markdownFiles(path)
    return item.name.endsWith('.md') ? [path] : []
  })
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as dashes. */
const anchorOf = (heading: string): string =>
  heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-')

function anchorsIn(file: string): Set<string> {
  const text = readFileSync(file, 'utf8').replace(/```[\s\S]*?```/g, '')
  return new Set([...text.matchAll(/^#{1,6} +(.+)$/gm)].map((match) => anchorOf(match[1].trim())))
}

/** Relative links `[text](target)` outside code blocks; web and mail links are not followed. */
function linksIn(file: string): string[] {
  const text = readFileSync(file, 'utf8').replace(/```[\s\S]*?```/g, '')
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1]).filter((target) => !/^[a-z]+:/.test(target))
}

const files = [join(ROOT, 'README.md'), ...markdownFiles(DOCS_DIR)]

describe('links between the guides', () => {
  it.each(files.map((file) => relative(ROOT, file)))('%s links only to files and headings that exist', (name) => {
    const file = join(ROOT, name)
    const broken: string[] = []
    for (const link of linksIn(file)) {
      const [path, anchor] = link.split('#')
      const target = path === '' ? file : resolve(dirname(file), path)
      if (!existsSync(target)) broken.push(`${link}: no such file`)
      else if (anchor && target.endsWith('.md') && statSync(target).isFile() && !anchorsIn(target).has(anchor)) broken.push(`${link}: no such heading`)
    }
    expect(broken).toEqual([])
  })
})
