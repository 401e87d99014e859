import FormatBoldIcon from '@mui/icons-material/FormatBold'
import FormatItalicIcon from '@mui/icons-material/FormatItalic'
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted'
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered'
import Box from '@mui/material/Box'
import FormHelperText from '@mui/material/FormHelperText'
import ToggleButton from '@mui/material/ToggleButton'
import Typography from '@mui/material/Typography'
import { EditorContent, useEditor, useEditorState } from '@tiptap/react'
import StarterKit from '@tiptap/starter-kit'
import { useEffect, useRef } from 'react'
import type { ElnEditorProps } from './editorProps.js'
import { elnProps } from './editorProps.js'

/** Spec 2 §9: the rich text editor's default height. */
export const RICH_TEXT_DEFAULT_HEIGHT = 500

/** What an emptied editor holds: no text is no value. */
const EMPTY = /^(<p><\/p>)*$/

/** The rich text editor (tiptap): edits locally and hands its HTML over when it loses focus. */
export default function TiptapEditor({ def, label, value, onChange, error }: ElnEditorProps) {
  const stored = typeof value === 'string' ? value : ''
  const height = typeof elnProps(def).height === 'number' ? (elnProps(def).height as number) : RICH_TEXT_DEFAULT_HEIGHT
  // Tracked here: the editor's own isFocused reads its view, which throws until the view is mounted.
  const focused = useRef(false)
  const editor = useEditor({
    extensions: [StarterKit],
    content: stored,
    editorProps: { attributes: { 'aria-label': label, role: 'textbox', 'aria-multiline': 'true' } },
    onFocus: () => {
      focused.current = true
    },
    onBlur: ({ editor: current }) => {
      focused.current = false
      const html = current.getHTML()
      const next = EMPTY.test(html) ? '' : html
      if (next !== stored) onChange(next === '' ? undefined : next)
    },
  })
  // A saved or reloaded value replaces what the editor shows, unless the user is typing in it.
  useEffect(() => {
    if (!editor || editor.isDestroyed || focused.current) return
    const html = editor.getHTML()
    if ((EMPTY.test(html) ? '' : html) !== stored) editor.commands.setContent(stored, { emitUpdate: false })
  }, [editor, stored])
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current?.isActive('bold') ?? false,
      italic: current?.isActive('italic') ?? false,
      bulletList: current?.isActive('bulletList') ?? false,
      orderedList: current?.isActive('orderedList') ?? false,
    }),
  })
  const tools = [
    { name: 'bold', title: 'Bold', icon: <FormatBoldIcon fontSize="small" />, run: () => editor?.chain().focus().toggleBold().run() },
    { name: 'italic', title: 'Italic', icon: <FormatItalicIcon fontSize="small" />, run: () => editor?.chain().focus().toggleItalic().run() },
    { name: 'bulletList', title: 'Bullet list', icon: <FormatListBulletedIcon fontSize="small" />, run: () => editor?.chain().focus().toggleBulletList().run() },
    { name: 'orderedList', title: 'Numbered list', icon: <FormatListNumberedIcon fontSize="small" />, run: () => editor?.chain().focus().toggleOrderedList().run() },
  ] as const
  return (
    <Box>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Box sx={{ border: 1, borderColor: error ? 'error.main' : 'divider', borderRadius: 1 }}>
        <Box sx={{ display: 'flex', gap: 0.5, p: 0.5, borderBottom: 1, borderColor: 'divider' }}>
          {tools.map((tool) => (
            <ToggleButton key={tool.name} size="small" value={tool.name} aria-label={tool.title} selected={active?.[tool.name] ?? false} onMouseDown={(event) => event.preventDefault()} onClick={tool.run}>
              {tool.icon}
            </ToggleButton>
          ))}
        </Box>
        <Box sx={{ maxHeight: height, overflowY: 'auto', px: 1.5, '& .ProseMirror': { minHeight: 80, outline: 'none' } }}>
          <EditorContent editor={editor} />
        </Box>
      </Box>
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Box>
  )
}
