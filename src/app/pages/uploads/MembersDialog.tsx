import DeleteIcon from '@mui/icons-material/Delete'
import Autocomplete from '@mui/material/Autocomplete'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Checkbox from '@mui/material/Checkbox'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import FormControlLabel from '@mui/material/FormControlLabel'
import IconButton from '@mui/material/IconButton'
import MenuItem from '@mui/material/MenuItem'
import Select from '@mui/material/Select'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useEffect, useState } from 'react'
import type { Upload } from '../../../engine/api/schemas/uploads.js'
import { useApi } from '../../api/ApiContext.js'
import { useErrors } from '../../errors/ErrorsContext.js'
import { InviteUserForm } from './InviteUserForm.js'
import { ALL_GROUP, membersMetadata, membersOf, missingText, type Member, type MemberRole } from './members.js'
import { editUpload, fetchGroups, fetchUsers } from './uploadsApi.js'

type Candidate = Omit<Member, 'role'>

/**
 * Manage upload members: co-authors and reviewers, users or groups, and the viewer group 'all'.
 * Users are found with GET users?prefix, groups with GET groups?search_terms; submit is enabled only after a change.
 */
export function MembersDialog({
  upload,
  open,
  editable,
  onClose,
  onSaved,
}: {
  upload: Upload
  open: boolean
  editable: boolean
  onClose: () => void
  onSaved: () => void
}) {
  const api = useApi()
  const { raiseError } = useErrors()
  const [members, setMembers] = useState<Member[]>()
  const [visibleForAll, setVisibleForAll] = useState(false)
  const [changed, setChanged] = useState(false)
  const [search, setSearch] = useState('')
  const [candidates, setCandidates] = useState<Candidate[]>([])
  const [candidate, setCandidate] = useState<Candidate | null>(null)
  const [role, setRole] = useState<MemberRole>('Co-author')
  const [inviting, setInviting] = useState(false)

  useEffect(() => {
    if (!open) return
    let active = true
    const userIds = [upload.main_author, ...upload.coauthors, ...upload.reviewers].filter((id): id is string => Boolean(id))
    const groupIds = [...upload.coauthor_groups, ...upload.reviewer_groups].filter((id) => id !== ALL_GROUP)
    Promise.all([
      userIds.length ? fetchUsers(api, { user_id: userIds }) : [],
      groupIds.length ? fetchGroups(api, { group_id: groupIds }) : [],
    ]).then(([users, groups]) => {
      if (!active) return
      setMembers(membersOf(upload, users, groups))
      setVisibleForAll(upload.reviewer_groups.includes(ALL_GROUP) || upload.viewer_groups.includes(ALL_GROUP))
      setChanged(false)
    }, raiseError)
    return () => {
      active = false
    }
  }, [api, open, raiseError, upload])

  useEffect(() => {
    const prefix = search.trim()
    if (prefix.length < 2) return
    let active = true
    const timer = setTimeout(() => {
      Promise.all([fetchUsers(api, { prefix }), fetchGroups(api, { search_terms: prefix }).catch(() => [])]).then(([users, groups]) => {
        if (!active) return
        setCandidates([
          ...users.map((user): Candidate => ({ type: 'user', id: user.user_id, name: user.name ?? user.user_id, affiliation: user.affiliation })),
          ...groups.map((group): Candidate => ({ type: 'group', id: group.group_id, name: group.group_name })),
        ])
      }, raiseError)
    }, 200)
    return () => {
      active = false
      clearTimeout(timer)
    }
  }, [api, raiseError, search])

  const change = (next: Member[]) => {
    setMembers(next)
    setChanged(true)
  }
  const add = () => {
    if (!candidate || !members) return
    if (members.some((member) => member.type === candidate.type && member.id === candidate.id)) return
    change([...members, { ...candidate, role }])
    setCandidate(null)
    setSearch('')
  }
  const submit = async () => {
    if (!members) return
    try {
      await editUpload(api, upload.upload_id, { metadata: membersMetadata(members, visibleForAll) })
      onSaved()
      onClose()
    } catch (error) {
      raiseError(error)
    }
  }

  return (
    <Dialog open={open} onClose={onClose} maxWidth="md" fullWidth>
      <DialogTitle>Manage upload members</DialogTitle>
      <DialogContent>
        {editable && (
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', my: 1 }}>
            <Autocomplete
              sx={{ flex: 1 }}
              options={search.trim().length < 2 ? [] : candidates}
              value={candidate}
              filterOptions={(options) => options}
              getOptionLabel={(option) => `${option.name}${option.type === 'group' ? ' (group)' : ''}`}
              isOptionEqualToValue={(a, b) => a.type === b.type && a.id === b.id}
              onChange={(_, value) => setCandidate(value)}
              inputValue={search}
              onInputChange={(_, value) => setSearch(value)}
              renderInput={(params) => <TextField {...params} label="Search the user or group to add" />}
            />
            <Select size="small" value={role} onChange={(event) => setRole(event.target.value as MemberRole)} aria-label="role of the new member">
              <MenuItem value="Co-author">Co-author</MenuItem>
              <MenuItem value="Reviewer">Reviewer</MenuItem>
            </Select>
            <Button variant="outlined" disabled={!candidate} onClick={add}>
              Add
            </Button>
          </Box>
        )}
        {editable && !inviting && (
          <Button size="small" onClick={() => setInviting(true)}>
            Invite a new user
          </Button>
        )}
        {editable && inviting && (
          <InviteUserForm
            onCancel={() => setInviting(false)}
            onInvited={(user) => {
              setInviting(false)
              // The invited user joins with the role chosen above; the members are stored on Submit.
              if (members && !members.some((member) => member.type === 'user' && member.id === user.user_id))
                change([...members, { type: 'user', id: user.user_id, name: user.name ?? user.email ?? user.user_id, affiliation: user.affiliation, role }])
            }}
          />
        )}
        {!members ? (
          <Typography color="text.secondary">loading ...</Typography>
        ) : (
          <Table size="small" aria-label="members">
            <TableHead>
              <TableRow>
                <TableCell>Name</TableCell>
                <TableCell>Affiliation</TableCell>
                <TableCell>Role</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {members.map((member, index) => (
                <TableRow key={`${member.type}:${member.id}`}>
                  <TableCell>{member.missing ? missingText(member.type) : `${member.name}${member.type === 'group' ? ' (group)' : ''}`}</TableCell>
                  <TableCell>{member.affiliation}</TableCell>
                  <TableCell>
                    {member.role === 'Main author' || !editable ? (
                      member.role
                    ) : (
                      <Select
                        size="small"
                        value={member.role}
                        aria-label={`role of ${member.name}`}
                        onChange={(event) => change(members.map((m, i) => (i === index ? { ...m, role: event.target.value as MemberRole } : m)))}
                      >
                        <MenuItem value="Co-author">Co-author</MenuItem>
                        <MenuItem value="Reviewer">Reviewer</MenuItem>
                      </Select>
                    )}
                  </TableCell>
                  <TableCell>
                    {editable && member.role !== 'Main author' && (
                      <IconButton aria-label={`remove ${member.name}`} onClick={() => change(members.filter((_, i) => i !== index))}>
                        <DeleteIcon />
                      </IconButton>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
        <FormControlLabel
          sx={{ mt: 1 }}
          control={
            <Checkbox
              checked={visibleForAll}
              disabled={!editable}
              onChange={(event) => {
                setVisibleForAll(event.target.checked)
                setChanged(true)
              }}
            />
          }
          label="Visible for all: everybody can see this upload (reviewer group 'all')"
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        {editable && (
          <Button variant="contained" disabled={!changed} onClick={() => void submit()}>
            Submit
          </Button>
        )}
      </DialogActions>
    </Dialog>
  )
}
