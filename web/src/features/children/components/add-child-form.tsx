import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { childProfileSchema } from '@lunchbox/domain/identity-schemas';
import { fieldProps } from '../../../ui/form-field.ts';
import { useToast } from '../../../ui/toast.tsx';
import { useAddChild } from '../api/add-child.ts';
import { gradeOptions, schoolOptions } from './child-select-options.tsx';

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

const EMPTY = { name: '', school: '', grade: '', teacher: '', preferredLunchOptions: '' };

/** The profile screen's add-child form; its button stays disabled until the form is valid. */
export function AddChildForm() {
  const toast = useToast();
  const { addChild, adding } = useAddChild();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isValid },
  } = useForm({ resolver: zodResolver(addChildFormSchema), mode: 'onChange', defaultValues: EMPTY });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const child = await addChild(values);
      toast({ title: 'Child Added', description: `${child.name} has been added to your child profiles.` });
      reset(EMPTY);
    } catch {
      toast({ title: 'Add Failed', description: 'There was an error adding the child profile. Please try again.', variant: 'destructive' });
    }
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-labelledby="add-child-title">
      <Typography id="add-child-title" variant="h3" sx={{ mb: 2 }}>
        Add a Child
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField label="Child's Name" autoComplete="off" {...fieldProps(register('name'), errors.name)} />
        <TextField
          select
          label="School"
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          {...fieldProps(register('school'), errors.school)}
        >
          {schoolOptions()}
        </TextField>
        <TextField select label="Grade" slotProps={{ select: { native: true }, inputLabel: { shrink: true } }} {...fieldProps(register('grade'), errors.grade)}>
          {gradeOptions()}
        </TextField>
        <TextField label="Section/Cohort" autoComplete="off" {...fieldProps(register('teacher'), errors.teacher)} />
      </Box>
      <Stack spacing={2} sx={{ mt: 2 }}>
        <TextField
          label="Preferred Lunch Options (optional)"
          placeholder="e.g. Vegetarian, No nuts"
          {...fieldProps(register('preferredLunchOptions'), errors.preferredLunchOptions)}
          helperText={errors.preferredLunchOptions?.message ?? 'Separate options with commas'}
        />
        <Box>
          <Button type="submit" variant="contained" disabled={adding || !isValid}>
            {adding ? 'Adding...' : 'Add Child'}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
