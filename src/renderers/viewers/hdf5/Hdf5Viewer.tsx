import Typography from '@mui/material/Typography'
import { useState } from 'react'
import type { Hdf5Reader } from './hdf5File.js'
import { Hdf5NodeView } from './Hdf5NodeView.js'
import { Hdf5Tree } from './Hdf5Tree.js'

/** An HDF5 file's tree and, below it, the selected group or dataset; `initialPath` is selected first. */
export function Hdf5Viewer({ reader, initialPath = '/' }: { reader: Hdf5Reader; initialPath?: string }) {
  const [selected, setSelected] = useState(initialPath.startsWith('/') ? initialPath : `/${initialPath}`)
  const node = reader.node(selected)
  return (
    <div data-testid="hdf5-viewer">
      <Hdf5Tree reader={reader} selected={selected} onSelect={setSelected} />
      {node ? <Hdf5NodeView key={selected} reader={reader} node={node} /> : <Typography color="error">{`The file has no object ${selected}.`}</Typography>}
    </div>
  )
}
