import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { formatInstantDate } from '@lunchbox/domain/school-dates';
import { schoolTimeZone } from '../../../lib/school-clock.ts';
import type { AdminChildProfile } from '../api/admin-child-profiles.ts';
import type { AdminUser } from '../api/admin-users.ts';
import { displayName } from './display-name.ts';

/** The users list shows at most this many children per row (admin-area.md section 9). */
const CHILDREN_SHOWN = 2;

export type UserAction = 'email' | 'edit' | 'role' | 'delete';

interface UserRowProps {
  user: AdminUser;
  childProfiles: readonly AdminChildProfile[];
  /** The signed-in administrator's own row: their role cannot be removed here. */
  isSelf: boolean;
  onAction: (action: UserAction, user: AdminUser) => void;
}

function registrationDate(createdAt: string): string {
  try {
    return formatInstantDate(createdAt, schoolTimeZone);
  } catch {
    return createdAt;
  }
}

/** One row of the users table (admin-area.md "Users"). */
export function UserRow({ user, childProfiles, isSelf, onAction }: UserRowProps) {
  const name = displayName(user);
  const hidden = childProfiles.length - CHILDREN_SHOWN;
  const roleButton = (
    <Button
      size="small"
      variant="outlined"
      color={user.isAdmin ? 'warning' : 'primary'}
      onClick={() => onAction('role', user)}
      disabled={isSelf && user.isAdmin}
      aria-label={`${user.isAdmin ? 'Remove Admin' : 'Make Admin'}: ${name}`}
    >
      {user.isAdmin ? 'Remove Admin' : 'Make Admin'}
    </Button>
  );

  return (
    <TableRow hover aria-label={name}>
      <TableCell>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <Avatar aria-hidden sx={{ bgcolor: user.isAdmin ? 'primary.main' : 'secondary.main', width: 36, height: 36 }}>
            {name.charAt(0).toUpperCase()}
          </Avatar>
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600 }}>{name}</Typography>
            <Typography variant="body2" color="text.secondary">
              @{user.username}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              ID: {user.id}
            </Typography>
          </Box>
        </Stack>
      </TableCell>
      <TableCell>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }} color={user.email ? 'text.primary' : 'text.secondary'}>
          {user.email || 'No email'}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {user.phone || 'No phone'}
        </Typography>
      </TableCell>
      <TableCell>
        <Stack direction="row" spacing={0.75} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Chip size="small" label={user.isAdmin ? 'Admin' : 'User'} color={user.isAdmin ? 'primary' : 'default'} />
          <Chip size="small" label="Active" color="success" variant="outlined" />
        </Stack>
      </TableCell>
      <TableCell>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {childProfiles.length} {childProfiles.length === 1 ? 'child' : 'children'}
        </Typography>
        {childProfiles.slice(0, CHILDREN_SHOWN).map((child) => (
          <Typography key={child.id} variant="body2" color="text.secondary">
            {child.name} - {child.school} (Grade {child.grade})
          </Typography>
        ))}
        {hidden > 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }}>
            +{hidden} more...
          </Typography>
        ) : null}
      </TableCell>
      <TableCell>
        <Typography variant="body2">{registrationDate(user.createdAt)}</Typography>
      </TableCell>
      <TableCell>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button size="small" variant="outlined" onClick={() => onAction('email', user)} disabled={!user.email} aria-label={`Send Email: ${name}`}>
            Send Email
          </Button>
          <Button size="small" variant="outlined" onClick={() => onAction('edit', user)} aria-label={`Edit: ${name}`}>
            Edit
          </Button>
          {isSelf && user.isAdmin ? (
            <Tooltip title="You cannot remove your own administrator role">
              <span>{roleButton}</span>
            </Tooltip>
          ) : (
            roleButton
          )}
          {user.isAdmin ? null : (
            <Button size="small" variant="outlined" color="error" onClick={() => onAction('delete', user)} aria-label={`Delete: ${name}`}>
              Delete
            </Button>
          )}
        </Stack>
      </TableCell>
    </TableRow>
  );
}
