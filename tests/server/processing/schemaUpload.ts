/** What the tests of schemas in other uploads share: a server where the demo user has one upload holding an ELN schema. */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { createProcessedUpload, startUploadsServer, type UploadsServer } from '../uploads/support.js'

export const SCHEMA = readFileSync(join(import.meta.dirname, '..', '..', 'data', 'parsers', 'eln', 'schema.archive.yaml'), 'utf8')
export const SCHEMA_PATH = 'schemas/furnace.archive.yaml'

export interface SchemaUploadServer {
  server: UploadsServer
  /** Tokens of the schema's owner and of a user who cannot see the schema's upload at first. */
  demo: string
  reviewer: string
  schemaUploadId: string
}

export async function startWithSchemaUpload(): Promise<SchemaUploadServer> {
  const server = await startUploadsServer()
  const demo = await server.token('demo', 'demo-password')
  const reviewer = await server.token('reviewer', 'reviewer-password')
  const schemaUploadId = (await createProcessedUpload(server, demo, { [SCHEMA_PATH]: SCHEMA }, 'schemas')).upload_id
  return { server, demo, reviewer, schemaUploadId }
}

/** The entries of an upload as GET uploads/{id}/entries lists them. */
export async function entriesOf(server: UploadsServer, uploadId: string, token: string): Promise<Record<string, unknown>[]> {
  return (await server.json(`/uploads/${uploadId}/entries`, { token })).body.data as Record<string, unknown>[]
}
