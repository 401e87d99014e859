import yauzl from 'yauzl'

/** The bytes of one member of a zip file (test helper). */
export function zipMember(zipPath: string, member: string): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    yauzl.open(zipPath, { lazyEntries: true }, (error, zip) => {
      if (error) return reject(error)
      zip.on('entry', (entry: yauzl.Entry) => {
        if (entry.fileName !== member) return zip.readEntry()
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError) return reject(streamError)
          const chunks: Buffer[] = []
          stream.on('data', (chunk: Buffer) => chunks.push(chunk))
          stream.on('end', () => {
            zip.close()
            resolve(new Uint8Array(Buffer.concat(chunks)))
          })
        })
      })
      zip.on('end', () => reject(new Error(`${member} is not in ${zipPath}`)))
      zip.readEntry()
    })
  })
}
