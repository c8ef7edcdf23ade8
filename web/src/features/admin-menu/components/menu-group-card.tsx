import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import LocalFireDepartmentOutlinedIcon from '@mui/icons-material/LocalFireDepartmentOutlined';
import { formatCents, parseCents } from '@lunchbox/domain/money';
import { formatMonthDay, formatWeekdayMonthDay, weekdayName } from '@lunchbox/domain/school-dates';
import { DishBadges } from '../../../ui/dish-badges.tsx';
import type { MenuGroup } from '../utils/menu-groups.ts';
import { useTranslation } from 'react-i18next';
import type { LanguageCode } from '@lunchbox/domain/i18n/languages';
import { useLanguage } from '../../../lib/i18n.ts';

/** Dates beyond this many are summarised as '+n more'. */
const SHOWN_DATES = 6;

/** A price as the grid shows it: '$7.50' (the raw text if it is somehow not an amount). */
function dollars(price: string, language: LanguageCode): string {
  const cents = parseCents(price);
  return cents === null ? price : formatCents(cents, language);
}

/** One card of the menu grid: image (hidden if it fails to load), name, description, price, calories, allergen and diet badges, dates, edit and delete. */
export function MenuGroupCard({ group, onEdit, onDelete }: { group: MenuGroup; onEdit: (group: MenuGroup) => void; onDelete: (group: MenuGroup) => void }) {
  const headingId = `menu-group-${group.items[0]?.id ?? group.key}`;
  const extraDates = group.dates.length - SHOWN_DATES;
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Paper component="li" variant="outlined" aria-labelledby={headingId} sx={{ display: 'flex', flexDirection: 'column', overflow: 'hidden' }}>
      {group.imageUrl ? (
        <img
          src={group.imageUrl}
          alt=""
          loading="lazy"
          width={320}
          height={140}
          style={{ width: '100%', height: 140, objectFit: 'cover' }}
          onError={(event) => {
            event.currentTarget.style.display = 'none';
          }}
        />
      ) : null}
      <Stack spacing={1} sx={{ p: 2, flexGrow: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Typography id={headingId} variant="h3" component="h3" sx={{ flexGrow: 1, wordBreak: 'break-word' }}>
            {group.menuItem}
          </Typography>
          <Tooltip title={t('admin.users.edit')}>
            <IconButton size="small" aria-label={t('admin.menu.editItem', { name: group.menuItem })} onClick={() => onEdit(group)}>
              <EditOutlinedIcon fontSize="small" />
            </IconButton>
          </Tooltip>
          <Tooltip title={t('admin.users.delete')}>
            <IconButton size="small" color="error" aria-label={t('admin.menu.deleteItem', { name: group.menuItem })} onClick={() => onDelete(group)}>
              <DeleteOutlineIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-word' }}>
          {group.description}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <Typography color="primary" sx={{ fontWeight: 700 }}>
            {dollars(group.price, language)}
          </Typography>
          {group.calories ? (
            <Chip size="small" variant="outlined" icon={<LocalFireDepartmentOutlinedIcon />} label={t('admin.menu.calories', { calories: group.calories })} />
          ) : null}
          {group.items.length > 1 ? (
            <Chip size="small" color="primary" variant="outlined" label={t('admin.menu.entries', { count: group.items.length })} />
          ) : null}
        </Stack>
        <DishBadges allergens={group.allergens} dietTags={group.dietTags} />
        <Box
          component="ul"
          aria-label={t('admin.menu.servedOn')}
          sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 'auto' }}
        >
          {group.dates.slice(0, SHOWN_DATES).map((date) => (
            <li key={date}>
              <Chip
                size="small"
                label={language === 'en' ? `${weekdayName(date).slice(0, 3)}, ${formatMonthDay(date)}` : formatWeekdayMonthDay(date, language)}
              />
            </li>
          ))}
          {extraDates > 0 ? (
            <li>
              <Chip size="small" variant="outlined" label={t('admin.menu.more', { count: extraDates })} />
            </li>
          ) : null}
        </Box>
      </Stack>
    </Paper>
  );
}
