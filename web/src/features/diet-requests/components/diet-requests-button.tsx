import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import MedicalInformationOutlinedIcon from '@mui/icons-material/MedicalInformationOutlined';
import { useTranslation } from 'react-i18next';
import { DietRequestForm } from './diet-request-form.tsx';
import { DietRequestList } from './diet-request-list.tsx';

/**
 * On a child's card (issue 32): the child's diet requests with their state, and the form that sends
 * a new one. The list is asked for only when the dialog opens.
 */
export function DietRequestsButton({ child }: { child: { id: number; name: string } }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const title = t('children.dietRequests.title', { name: child.name });
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        startIcon={<MedicalInformationOutlinedIcon />}
        onClick={() => setOpen(true)}
        aria-label={t('children.dietRequests.buttonLabel', { name: child.name })}
        sx={{ alignSelf: 'flex-start', mt: 1 }}
      >
        {t('children.dietRequests.button')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} maxWidth="sm" fullWidth aria-labelledby={`diet-requests-${child.id}`}>
        <DialogTitle id={`diet-requests-${child.id}`}>{title}</DialogTitle>
        <DialogContent>
          {open ? (
            <>
              <Typography variant="h3" component="h3" sx={{ mb: 1 }}>
                {t('children.dietRequests.listTitle')}
              </Typography>
              <DietRequestList childId={child.id} />
              <Divider sx={{ my: 2 }} />
              <DietRequestForm childId={child.id} childName={child.name} />
            </>
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{t('children.dietRequests.close')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
