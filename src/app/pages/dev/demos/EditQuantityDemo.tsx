import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useMemo, useState } from 'react'
import { parse } from 'yaml'
import { bundledStrataMetainfo } from '../../../../engine/metainfo/bundled.js'
import { loadNomadDefinitions, type QuantityDef } from '../../../../engine/metainfo/index.js'
import { editorKind, elnAnnotation } from '../../../../renderers/archive/editing.js'
import { QuantityEditor } from '../../../../renderers/archive/QuantityEditor.js'
import { DEMO_SECTION, EXAMPLE_DEFINITIONS } from './editQuantityExamples.js'

type Loaded = { quantities: QuantityDef[]; problems: string[] }

/** The quantities of the demo section that have an editor, and what went wrong reading the YAML. */
function loadQuantities(yamlText: string): Loaded {
  let document: unknown
  try {
    document = parse(yamlText)
  } catch (error) {
    return { quantities: [], problems: [`YAML: ${(error as Error).message}`] }
  }
  const model = loadNomadDefinitions(document, { base: bundledStrataMetainfo(), packageName: 'editor_demo', source: 'dev/editquantity' })
  const problems = model.problems.map((problem) => `${problem.path}: ${problem.message}`)
  const section = Object.values(model.sections).find((candidate) => candidate.name === DEMO_SECTION)
  if (!section) return { quantities: [], problems: [...problems, `the definitions hold no section ${DEMO_SECTION}`] }
  return { quantities: section.quantities, problems }
}

/**
 * dev/editquantity: every ELN editor with an example definition. The definitions are YAML that can be
 * changed on the page; each row shows the component, the editor and the value it would store.
 */
export function EditQuantityDemo() {
  const [yamlText, setYamlText] = useState(EXAMPLE_DEFINITIONS)
  const [values, setValues] = useState<Record<string, unknown>>({})
  const { quantities, problems } = useMemo(() => loadQuantities(yamlText), [yamlText])

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)', gap: 3 }}>
      <Box>
        <Table size="small" aria-label="editors">
          <TableHead>
            <TableRow>
              <TableCell>Component</TableCell>
              <TableCell>Editor</TableCell>
              <TableCell>Stored value</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {quantities.map((def) => {
              const kind = editorKind(def)
              return (
                <TableRow key={def.name}>
                  <TableCell sx={{ verticalAlign: 'top' }}>
                    <Typography variant="body2">{String(elnAnnotation(def)?.component ?? '')}</Typography>
                    <Typography variant="caption" color="text.secondary">
                      {def.description}
                    </Typography>
                  </TableCell>
                  <TableCell sx={{ minWidth: 280, verticalAlign: 'top' }}>
                    {kind ? (
                      <QuantityEditor def={def} kind={kind} value={values[def.name]} onChange={(value) => setValues((current) => ({ ...current, [def.name]: value }))} />
                    ) : (
                      <Typography variant="body2" color="text.secondary">
                        no editor for this component or shape
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell sx={{ verticalAlign: 'top', fontFamily: 'monospace' }} data-testid={`stored-${def.name}`}>
                    {values[def.name] === undefined ? 'unset' : JSON.stringify(values[def.name])}
                  </TableCell>
                </TableRow>
              )
            })}
          </TableBody>
        </Table>
      </Box>
      <Box>
        {problems.map((problem) => (
          <Alert key={problem} severity="warning" sx={{ mb: 1 }}>
            {problem}
          </Alert>
        ))}
        <TextField
          label="Definitions (YAML)"
          multiline
          fullWidth
          minRows={20}
          value={yamlText}
          onChange={(event) => setYamlText(event.target.value)}
          slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace', fontSize: 12 } } }}
        />
      </Box>
    </Box>
  )
}
