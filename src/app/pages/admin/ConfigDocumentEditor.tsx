// Loaded with the config studio page only: rjsf and ajv stay out of the first JavaScript.
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemText from '@mui/material/ListItemText'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import Form from '@rjsf/mui'
import type { RJSFSchema } from '@rjsf/utils'
import validator from '@rjsf/validator-ajv8'
import { useCallback, useEffect, useMemo, useState } from 'react'
import { parse, stringify } from 'yaml'
import { useApi } from '../../api/ApiContext.js'
import { ConfigPreview } from './ConfigPreview.js'
import { loadStudioSchema } from './studioSchemas.js'
import { studioApi, type StudioDocument, type StudioIssue, type StudioVersion } from './studioApi.js'

const SERVER_CHECK_DELAY_MS = 500
/** The form shows what the document says; defaults stay the server's business and out of the YAML. */
const NO_DEFAULTS = { arrayMinItems: { populate: 'never' }, emptyObjectFields: 'skipDefaults' } as const

const WHOLE = '(whole document)'
/** Above this size (characters of schema) the form shows one top-level section at a time: a whole app is too big to draw at once. */
const WHOLE_FORM_LIMIT = 20_000

/** The object schema of the document itself, its `$ref` to `$defs` followed. */
function rootObject(schema: RJSFSchema): RJSFSchema {
  const ref = typeof schema.$ref === 'string' ? schema.$ref.replace('#/$defs/', '') : undefined
  return (ref ? (schema.$defs as Record<string, RJSFSchema>)[ref] : schema) ?? schema
}

/** The schema of one top-level section, keeping `$defs` so that its references resolve. */
function sectionSchema(schema: RJSFSchema, section: string): RJSFSchema {
  if (section === WHOLE) return schema
  const property = (rootObject(schema).properties?.[section] ?? {}) as RJSFSchema
  return { $defs: schema.$defs, ...property, title: section }
}

/** YAML text → data, or the parser's message. */
function parseYaml(text: string): { ok: true; data: unknown } | { ok: false; message: string } {
  try {
    return { ok: true, data: parse(text) ?? {} }
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error) }
  }
}

/**
 * One config document as an rjsf form (from its published JSON Schema) and as YAML, side by side and in
 * sync. ajv checks it on every change, the server (schema of the merged deployment and search quantities)
 * shortly after; Save stores it as a new version and the deployment uses it at once.
 */
export default function ConfigDocumentEditor({ doc, onSaved }: { doc: StudioDocument; onSaved?: () => void }) {
  const client = useApi()
  const api = useMemo(() => studioApi(client), [client])
  const [schema, setSchema] = useState<RJSFSchema>()
  const [yaml, setYaml] = useState(() => doc.yaml ?? stringify(doc.data))
  const [data, setData] = useState<unknown>(doc.data)
  const [yamlError, setYamlError] = useState<string>()
  const [serverIssues, setServerIssues] = useState<StudioIssue[]>([])
  const [versions, setVersions] = useState<StudioVersion[]>([])
  const [status, setStatus] = useState<string>()
  const [section, setSection] = useState<string>()
  const sections = useMemo(() => (schema ? [WHOLE, ...Object.keys(rootObject(schema).properties ?? {})] : []), [schema])
  const shownSection = section ?? (schema && JSON.stringify(schema).length > WHOLE_FORM_LIMIT ? sections[1] : WHOLE) ?? WHOLE
  const formSchema = useMemo(() => (schema ? sectionSchema(schema, shownSection) : undefined), [schema, shownSection])
  const record = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>
  const formData = shownSection === WHOLE ? data : record[shownSection]

  useEffect(() => {
    void loadStudioSchema(doc.schema).then(setSchema)
  }, [doc.schema])
  const refreshVersions = useCallback(() => void api.versions(doc.id).then(({ versions: list }) => setVersions(list)), [api, doc.id])
  useEffect(refreshVersions, [refreshVersions])

  useEffect(() => {
    if (yamlError) return
    const timer = setTimeout(() => void api.validate(doc.id, yaml).then((result) => setServerIssues(result.ok ? [] : result.issues)), SERVER_CHECK_DELAY_MS)
    return () => clearTimeout(timer)
  }, [api, doc.id, yaml, yamlError])

  const ajvErrors = useMemo(() => (schema && !yamlError ? validator.validateFormData(data, schema).errors.map((error) => `${error.property || '(root)'} ${error.message ?? ''}`.trim()) : []), [schema, data, yamlError])
  const problems = [...(yamlError ? [`YAML: ${yamlError}`] : []), ...ajvErrors, ...serverIssues.map((issue) => `${issue.path || '(root)'}: ${issue.message}`)]

  const editYaml = (text: string) => {
    setYaml(text)
    setStatus(undefined)
    const parsed = parseYaml(text)
    setYamlError(parsed.ok ? undefined : parsed.message)
    if (parsed.ok) setData(parsed.data)
  }
  const editForm = (nextSection: unknown) => {
    // rjsf reports its state on mount too; rewriting the YAML then would drop its comments.
    if (JSON.stringify(nextSection) === JSON.stringify(formData)) return
    const next = shownSection === WHOLE ? nextSection : { ...record, [shownSection]: nextSection }
    setData(next)
    setYaml(stringify(next))
    setYamlError(undefined)
    setStatus(undefined)
  }
  const show = (result: Awaited<ReturnType<typeof api.save>>, verb: string) => {
    if (result.ok) {
      setStatus(`${verb} as version ${result.version?.version}. The deployment uses it now.`)
      setServerIssues([])
      refreshVersions()
      onSaved?.()
    } else setServerIssues(result.issues)
  }
  const save = () => void api.save(doc.id, yaml).then((result) => show(result, 'Saved'), (error: Error) => setStatus(error.message))
  const restore = (version: number) =>
    void api.restore(doc.id, version).then(
      async (result) => {
        show(result, `Restored version ${version}; saved`)
        const { yaml: text } = await api.version(doc.id, version)
        editYaml(text)
      },
      (error: Error) => setStatus(error.message),
    )

  return (
    <Box>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', mb: 1 }}>
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {doc.label} <Typography component="span" color="text.secondary">({doc.id})</Typography>
        </Typography>
        <Button variant="contained" onClick={save} disabled={problems.length > 0}>
          Save
        </Button>
      </Box>
      {status && <Alert severity="success" sx={{ mb: 1 }}>{status}</Alert>}
      {problems.length > 0 && (
        <Alert severity="error" sx={{ mb: 1 }} aria-label="problems">
          {problems.map((problem) => (
            <div key={problem}>{problem}</div>
          ))}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2, alignItems: 'start' }}>
        <Box aria-label="form" sx={{ maxHeight: '70vh', overflow: 'auto' }}>
          {formSchema ? (
            <>
            <TextField select size="small" label="Section" value={shownSection} onChange={(event) => setSection(event.target.value)} sx={{ mb: 1, minWidth: 240 }}>
              {sections.map((name) => (
                <MenuItem key={name} value={name}>
                  {name}
                </MenuItem>
              ))}
            </TextField>
            <Form
              key={shownSection}
              schema={formSchema}
              formData={formData}
              validator={validator}
              experimental_defaultFormStateBehavior={NO_DEFAULTS}
              showErrorList={false}
              noHtml5Validate
              onChange={({ formData }) => editForm(formData)}
            >
              <></>
            </Form>
            </>
          ) : (
            <Typography>Loading the schema…</Typography>
          )}
        </Box>
        <TextField
          label="YAML"
          multiline
          minRows={20}
          // It scrolls beyond this, like the form, so that the preview below stays near.
          maxRows={32}
          value={yaml}
          onChange={(event) => editYaml(event.target.value)}
          slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace', fontSize: 13 } } }}
        />
      </Box>
      <ConfigPreview kind={doc.kind} data={data} yamlError={yamlError} />
      <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
        Versions
      </Typography>
      {versions.length === 0 ? (
        <Typography color="text.secondary">Not changed in the studio yet.</Typography>
      ) : (
        <List dense aria-label="versions">
          {[...versions].reverse().map((version) => (
            <ListItem key={version.version} secondaryAction={<Button onClick={() => restore(version.version)}>Restore</Button>}>
              <ListItemText primary={`Version ${version.version}`} secondary={`${new Date(version.saved_at).toLocaleString()} by ${version.saved_by}`} />
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  )
}
