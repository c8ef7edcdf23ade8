import { useId, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ALLERGENS, DIET_TAGS } from '@lunchbox/domain/allergens';
import { DIET_DOCUMENT_MAX_BYTES } from '@lunchbox/domain/diet-request-schemas';
import { CheckBoxGroup } from '../../../ui/allergy-check-boxes.tsx';
import { UploadRefused, useUploadDietRequest } from '../api/upload-diet-request.ts';

/** The upload form: restrictions from the domain's lists, a note, and the document; the server judges the file by its content. */
export function DietRequestForm({ childId, childName }: { childId: number; childName: string }) {
  const { t } = useTranslation();
  const fileId = useId();
  const [allergens, setAllergens] = useState<string[]>([]);
  const [diets, setDiets] = useState<string[]>([]);
  const [note, setNote] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  // A new key empties the file input after a request is sent (its value cannot be set).
  const [fileInputKey, setFileInputKey] = useState(0);
  const [upload, uploading] = useUploadDietRequest();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (allergens.length + diets.length === 0) return setProblem(t('children.dietRequests.restrictionsRequired'));
    if (!file) return setProblem(t('children.dietRequests.documentRequired'));
    if (file.size > DIET_DOCUMENT_MAX_BYTES) return setProblem(t('children.dietRequests.tooLarge'));
    setProblem(null);
    setSent(false);
    try {
      await upload({ childId, restrictions: [...allergens, ...diets], note, document: file });
      setAllergens([]);
      setDiets([]);
      setNote('');
      setFile(null);
      setFileInputKey((key) => key + 1);
      // Said in the dialog itself: a toast behind a modal dialog is hidden from screen readers.
      setSent(true);
    } catch (error) {
      const refused = error instanceof UploadRefused ? error : null;
      setProblem(
        refused?.status === 413
          ? t('children.dietRequests.tooLarge')
          : refused?.status === 415
            ? t('children.dietRequests.wrongType')
            : (refused?.message ?? t('children.dietRequests.sendFailed')),
      );
    }
  };

  return (
    <Stack component="form" spacing={2} onSubmit={(event) => void submit(event)} noValidate aria-label={t('children.dietRequests.title', { name: childName })}>
      <Typography variant="body2" color="text.secondary">
        {t('children.dietRequests.intro')}
      </Typography>
      <CheckBoxGroup legend={t('children.dietRequests.allergensGroup')} options={ALLERGENS} value={allergens} onChange={setAllergens} disabled={uploading} />
      <CheckBoxGroup legend={t('children.dietRequests.dietsGroup')} options={DIET_TAGS} value={diets} onChange={setDiets} disabled={uploading} />
      <TextField
        label={t('children.dietRequests.note')}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: 500 } }}
        disabled={uploading}
      />
      <Stack spacing={0.5}>
        <Typography component="label" htmlFor={fileId} sx={{ fontWeight: 600 }}>
          {t('children.dietRequests.document')}
        </Typography>
        <input
          key={fileInputKey}
          id={fileId}
          type="file"
          accept="application/pdf,image/png,image/jpeg"
          disabled={uploading}
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        />
      </Stack>
      {sent ? (
        <Alert severity="success" role="status">
          {t('children.dietRequests.sent')}: {t('children.dietRequests.sentText', { name: childName })}
        </Alert>
      ) : null}
      {problem ? (
        <Alert severity="error" role="alert">
          {problem}
        </Alert>
      ) : null}
      <Button type="submit" variant="contained" disabled={uploading} sx={{ alignSelf: 'flex-start' }}>
        {uploading ? t('children.dietRequests.sending') : t('children.dietRequests.submit')}
      </Button>
    </Stack>
  );
}
