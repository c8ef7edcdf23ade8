import { useId, type ReactNode } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import ChildCareIcon from '@mui/icons-material/ChildCare';
import type { ChildProfile } from '../api/children.ts';
import { CalendarFeedActions } from './calendar-feed-actions.tsx';
import { useTranslation } from 'react-i18next';
import { needName } from '../../../lib/i18n.ts';

interface ChildCardProps {
  child: ChildProfile;
  onEdit?: (child: ChildProfile) => void;
  onDelete: (child: ChildProfile) => void;
  showLunchPreferences?: boolean;
  /** What other features offer for the child (the app composes them in, e.g. the "Every week" button). */
  actions?: ReactNode;
}

/** One child as a list item named after the child, so each card's buttons can be found by it. */
export function ChildCard({ child, onEdit, onDelete, showLunchPreferences = false, actions }: ChildCardProps) {
  const { t } = useTranslation();
  const nameId = useId();
  return (
    <Card component="li" variant="outlined" aria-labelledby={nameId} sx={{ listStyle: 'none' }}>
      <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', '&:last-child': { pb: 2 } }}>
        <ChildCareIcon aria-hidden color="primary" sx={{ mt: 0.5 }} />
        <Stack spacing={0.25} sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography id={nameId} variant="h3" component="h3">
            {child.name}
          </Typography>
          <Typography color="text.secondary">{child.school}</Typography>
          <Typography color="text.secondary">{child.grade === 'KG' ? 'KG' : t('children.gradeN', { grade: child.grade })}</Typography>
          {child.teacher ? <Typography color="text.secondary">{t('children.sectionLine', { teacher: child.teacher })}</Typography> : null}
          {child.allergies.length > 0 ? (
            <Typography sx={{ color: 'error.dark', fontWeight: 600 }}>
              {t('children.allergiesLine', { list: child.allergies.map((allergy) => needName(allergy)).join(', ') })}
            </Typography>
          ) : null}
          {child.diets.length > 0 ? (
            <Typography color="text.secondary">{t('children.dietsLine', { list: child.diets.map((diet) => needName(diet)).join(', ') })}</Typography>
          ) : null}
          {showLunchPreferences && child.preferredLunchOptions.length > 0 ? (
            <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap', pt: 0.5 }} aria-label={t('children.preferred')}>
              {child.preferredLunchOptions.map((option) => (
                <Chip key={option} label={option} size="small" />
              ))}
            </Stack>
          ) : null}
          {child.calendarUrl ? <CalendarFeedActions childId={child.id} childName={child.name} calendarUrl={child.calendarUrl} /> : null}
          {actions}
        </Stack>
        <Stack direction="row" spacing={0.5}>
          {onEdit ? (
            <Tooltip title={t('children.edit')} describeChild>
              <IconButton aria-label={t('children.editChild')} onClick={() => onEdit(child)}>
                <EditOutlinedIcon />
              </IconButton>
            </Tooltip>
          ) : null}
          <Tooltip title={t('children.delete')} describeChild>
            <IconButton aria-label={t('children.deleteChild')} color="error" onClick={() => onDelete(child)}>
              <DeleteOutlineIcon />
            </IconButton>
          </Tooltip>
        </Stack>
      </CardContent>
    </Card>
  );
}
