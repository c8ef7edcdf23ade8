import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { useTranslation } from 'react-i18next';
import type { AdminSchool } from '../api/admin-schools.ts';
import { cutOffWords } from '../utils/cut-off-words.ts';

interface SchoolsTableProps {
  schools: readonly AdminSchool[];
  onEdit: (school: AdminSchool) => void;
}

/** Every school with its delivery time and its order cut-off in words, inactive ones marked. */
export function SchoolsTable({ schools, onEdit }: SchoolsTableProps) {
  const { t } = useTranslation();
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table aria-label={t('admin.schools.title')} sx={{ minWidth: 760 }}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ fontWeight: 700 }}>{t('admin.schools.columns.name')}</TableCell>
            <TableCell sx={{ fontWeight: 700 }}>{t('admin.schools.columns.status')}</TableCell>
            <TableCell sx={{ fontWeight: 700 }}>{t('admin.schools.columns.deliveryTime')}</TableCell>
            <TableCell sx={{ fontWeight: 700 }}>{t('admin.schools.columns.cutOff')}</TableCell>
            <TableCell sx={{ fontWeight: 700 }}>{t('admin.schools.columns.timeZone')}</TableCell>
            <TableCell sx={{ fontWeight: 700 }}>{t('admin.schools.columns.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {schools.map((school) => (
            <TableRow key={school.id}>
              <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                {school.name}
              </TableCell>
              <TableCell>
                {school.active ? (
                  <Chip label={t('admin.schools.active')} color="success" size="small" />
                ) : (
                  <Chip label={t('admin.schools.inactive')} variant="outlined" size="small" />
                )}
              </TableCell>
              <TableCell>{school.deliveryTime}</TableCell>
              <TableCell>{cutOffWords(t, school)}</TableCell>
              <TableCell>{school.timeZone}</TableCell>
              <TableCell>
                <Button
                  size="small"
                  startIcon={<EditOutlinedIcon />}
                  aria-label={t('admin.schools.editLabel', { name: school.name })}
                  onClick={() => onEdit(school)}
                >
                  {t('admin.schools.edit')}
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
