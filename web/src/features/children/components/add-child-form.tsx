import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { childProfileSchema } from '@lunchbox/domain/identity-schemas';
import { FormTextField } from '../../../ui/form-text-field.tsx';
import { useToast } from '../../../ui/toast.tsx';
import { useAddChild } from '../api/children.ts';
import { ChildDetailsFields, ChildNeedsFields } from './child-form-fields.tsx';
import { useTranslation } from 'react-i18next';

/**
 * The shared child rules, except that the optional lunch options are typed as one
 * comma-separated text box here; it is split into the shared rule's list before checking.
 */
const addChildFormSchema = childProfileSchema.extend({
  preferredLunchOptions: z
    .string()
    .transform((text) =>
      text
        .split(',')
        .map((option) => option.trim())
        .filter(Boolean),
    )
    .pipe(childProfileSchema.shape.preferredLunchOptions.unwrap().unwrap()),
});

const EMPTY = { name: '', school: '', grade: '', teacher: '', preferredLunchOptions: '', allergies: [], diets: [] };

/** The profile screen's add-child form; its button stays disabled until the form is valid. */
export function AddChildForm() {
  const { t } = useTranslation();
  const toast = useToast();
  const [addChild, adding] = useAddChild();
  const form = useForm({ resolver: zodResolver(addChildFormSchema), mode: 'onChange', defaultValues: EMPTY });
  const { control, handleSubmit, reset } = form;

  const onSubmit = handleSubmit(async (values) => {
    try {
      const child = await addChild({ input: values });
      toast({ title: t('children.added'), description: t('children.addedText', { name: child.name }) });
      reset(EMPTY);
    } catch {
      toast({ title: t('children.addFailed'), description: t('children.addFailedText'), variant: 'destructive' });
    }
  });

  return (
    <FormProvider {...form}>
      <Box component="form" noValidate onSubmit={onSubmit} aria-labelledby="add-child-title">
        <Typography id="add-child-title" variant="h3" sx={{ mb: 2 }}>
          {t('children.addTitle')}
        </Typography>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <ChildDetailsFields />
        </Box>
        <Stack spacing={2} sx={{ mt: 2 }}>
          <ChildNeedsFields />
          <FormTextField
            label={t('children.options')}
            placeholder={t('children.optionsPlaceholder')}
            control={control}
            name="preferredLunchOptions"
            helperText={t('children.optionsHelp')}
          />
          <Box>
            <Button type="submit" variant="contained" disabled={adding || !form.formState.isValid}>
              {adding ? t('children.adding') : t('children.add')}
            </Button>
          </Box>
        </Stack>
      </Box>
    </FormProvider>
  );
}
