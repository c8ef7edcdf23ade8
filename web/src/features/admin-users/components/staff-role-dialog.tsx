import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { USER_ROLES, type UserRole } from '@lunchbox/domain/user-roles';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../../lib/server-errors.ts';
import { NATIVE_SELECT_SLOTS } from '../../../ui/native-select.tsx';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { useToast } from '../../../ui/toast.tsx';
import { type AdminUser, useRoleSchools, useSetUserRole } from '../api/admin-users.ts';
import { displayName } from './display-name.ts';

/**
 * Changes a user's role (issue 31 §3, docs/roles.md): one of the four roles, and for a school office
 * the school it works for. Confirming ends the user's sessions; a refusal is shown in the dialog.
 */
export function StaffRoleDialog({ user, onDone, onCancel }: { user: AdminUser; onDone: () => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const name = displayName(user);
  const [role, setRole] = useState<UserRole>((USER_ROLES as readonly string[]).includes(user.role) ? (user.role as UserRole) : 'parent');
  const [schoolId, setSchoolId] = useState<number | ''>(user.schoolId ?? '');
  const [missingSchool, setMissingSchool] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { answer: schools = [] } = useRoleSchools();
  const [setUserRole, saving] = useSetUserRole();
  const needsSchool = role === 'school_office';

  const save = async () => {
    if (needsSchool && schoolId === '') {
      setMissingSchool(true);
      return;
    }
    setFailure(null);
    try {
      await setUserRole({ id: user.id, role, schoolId: needsSchool ? Number(schoolId) : null });
      toast({ title: t('admin.users.roleChanged'), description: t('admin.users.roleChangedText', { name, role: t(`admin.users.roles.${role}`) }) });
      onDone();
    } catch (error) {
      setFailure(failureMessage(error, t('admin.users.roleFailed')));
    }
  };

  return (
    <ConfirmDialog
      open
      title={t('admin.users.changeRoleTitle', { name })}
      question={t('admin.users.changeRoleText', { name })}
      confirmLabel={t('admin.users.saveRole')}
      pendingLabel={t('admin.saving')}
      pending={saving}
      confirmColor="primary"
      onConfirm={() => void save()}
      onCancel={onCancel}
    >
      <Stack spacing={2} sx={{ mt: 1 }}>
        <TextField
          select
          slotProps={NATIVE_SELECT_SLOTS}
          label={t('admin.users.roleLabel')}
          value={role}
          onChange={(event) => setRole(event.target.value as UserRole)}
          fullWidth
        >
          {USER_ROLES.map((option) => (
            <option key={option} value={option}>
              {t(`admin.users.roles.${option}`)}
            </option>
          ))}
        </TextField>
        <Typography variant="body2" color="text.secondary">
          {t(`admin.users.roleHints.${role}`)}
        </Typography>
        {needsSchool ? (
          <TextField
            select
            slotProps={NATIVE_SELECT_SLOTS}
            required
            label={t('admin.users.school')}
            value={schoolId}
            onChange={(event) => {
              setSchoolId(event.target.value === '' ? '' : Number(event.target.value));
              setMissingSchool(false);
            }}
            error={missingSchool}
            helperText={missingSchool ? t('admin.users.schoolRequired') : undefined}
            fullWidth
          >
            <option value="" disabled>
              {t('admin.users.schoolRequired')}
            </option>
            {schools
              .filter((school) => school.active || school.id === user.schoolId)
              .map((school) => (
                <option key={school.id} value={school.id}>
                  {school.name}
                </option>
              ))}
          </TextField>
        ) : null}
        {failure ? (
          <Alert severity="error" role="alert">
            {failure}
          </Alert>
        ) : null}
      </Stack>
    </ConfirmDialog>
  );
}
