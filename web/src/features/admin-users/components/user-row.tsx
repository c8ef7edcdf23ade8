import { memo } from 'react';
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
import type { AdminChildProfile, AdminUser } from '../api/admin-users.ts';
import { displayName } from './display-name.ts';
import { useTranslation } from 'react-i18next';
import type { LanguageCode } from '@lunchbox/domain/i18n/languages';
import { useLanguage } from '../../../lib/i18n.ts';

/** The users list shows at most this many children per row (admin-area.md section 9). */
const CHILDREN_SHOWN = 2;

export type UserAction = 'email' | 'edit' | 'role' | 'staffRole' | 'delete';

interface UserRowProps {
  user: AdminUser;
  childProfiles: readonly AdminChildProfile[];
  /** The signed-in administrator's own row: their role cannot be removed here. */
  isSelf: boolean;
  /** The row's place in the whole (searched) table, header first, for screen readers on a page of it. */
  rowIndex: number;
  onAction: (action: UserAction, user: AdminUser) => void;
}

function registrationDate(createdAt: string, language: LanguageCode): string {
  try {
    return formatInstantDate(createdAt, schoolTimeZone, language);
  } catch {
    return createdAt;
  }
}

/** One row of the users table (admin-area.md "Users"). */
export const UserRow = memo(function UserRow({ user, childProfiles, isSelf, rowIndex, onAction }: UserRowProps) {
  const name = displayName(user);
  const hidden = childProfiles.length - CHILDREN_SHOWN;
  const { t } = useTranslation();
  const language = useLanguage();
  const roleAction = user.isAdmin ? t('admin.users.removeAdmin') : t('admin.users.makeAdmin');
  const roleButton = (
    <Button
      size="small"
      variant="outlined"
      color={user.isAdmin ? 'warning' : 'primary'}
      onClick={() => onAction('role', user)}
      disabled={isSelf && user.isAdmin}
      aria-label={`${roleAction}: ${name}`}
    >
      {roleAction}
    </Button>
  );

  return (
    <TableRow hover aria-label={name} aria-rowindex={rowIndex}>
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
              {t('admin.users.id', { id: user.id })}
            </Typography>
          </Box>
        </Stack>
      </TableCell>
      <TableCell>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }} color={user.email ? 'text.primary' : 'text.secondary'}>
          {user.email || t('admin.users.noEmail')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {user.phone || t('admin.users.noPhone')}
        </Typography>
      </TableCell>
      <TableCell>
        <Stack direction="row" spacing={0.75} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Chip size="small" label={user.isAdmin ? t('admin.users.admin') : t('admin.users.user')} color={user.isAdmin ? 'primary' : 'default'} />
          {/* Staff roles (issue 31 §3): the spec's badge says User, this one what they may do. */}
          {user.role === 'kitchen' || user.role === 'school_office' ? (
            <Chip size="small" color="secondary" label={t('admin.users.roleOf', { role: t(`admin.users.roles.${user.role}`) })} />
          ) : null}
          <Chip size="small" label={t('admin.users.active')} color="success" variant="outlined" />
        </Stack>
      </TableCell>
      <TableCell>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {t('admin.users.childCount', { count: childProfiles.length })}
        </Typography>
        {childProfiles.slice(0, CHILDREN_SHOWN).map((child) => (
          <Typography key={child.id} variant="body2" color="text.secondary">
            {child.name} - {child.school} ({t('admin.orders.grade', { grade: child.grade })})
          </Typography>
        ))}
        {hidden > 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }}>
            {t('admin.users.more', { count: hidden })}
          </Typography>
        ) : null}
      </TableCell>
      <TableCell>
        <Typography variant="body2">{registrationDate(user.createdAt, language)}</Typography>
      </TableCell>
      <TableCell>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button
            size="small"
            variant="outlined"
            onClick={() => onAction('email', user)}
            disabled={!user.email}
            aria-label={`${t('admin.users.sendEmail')}: ${name}`}
          >
            {t('admin.users.sendEmail')}
          </Button>
          <Button size="small" variant="outlined" onClick={() => onAction('edit', user)} aria-label={`${t('admin.users.edit')}: ${name}`}>
            {t('admin.users.edit')}
          </Button>
          <Button
            size="small"
            variant="outlined"
            onClick={() => onAction('staffRole', user)}
            disabled={isSelf}
            aria-label={`${t('admin.users.changeRole')}: ${name}`}
          >
            {t('admin.users.changeRole')}
          </Button>
          {isSelf && user.isAdmin ? (
            <Tooltip title={t('admin.users.ownRole')}>
              <span>{roleButton}</span>
            </Tooltip>
          ) : (
            roleButton
          )}
          {user.isAdmin ? null : (
            <Button size="small" variant="outlined" color="error" onClick={() => onAction('delete', user)} aria-label={`${t('admin.users.delete')}: ${name}`}>
              {t('admin.users.delete')}
            </Button>
          )}
        </Stack>
      </TableCell>
    </TableRow>
  );
});
