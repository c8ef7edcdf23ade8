import { useId } from 'react';
import { Controller, useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FEEDBACK_MESSAGES, feedbackFormSchema, type FeedbackFormInput, type FeedbackFormValues } from '@lunchbox/domain/order-schemas';
import { failureMessage } from '../../../lib/server-errors.ts';
import { FormDateField } from '../../../ui/date-field.tsx';
import { FormTextField } from '../../../ui/form-text-field.tsx';
import { useToast } from '../../../ui/toast.tsx';
import { useSubmitFeedback } from '../api/submit-feedback.ts';
import { CATEGORY_LABELS } from './feedback-category.ts';
import { StarRatingInput } from './star-rating-input.tsx';

/** The form as typed: no category chosen yet is '', no stars is 0. */
type FeedbackFormFields = Omit<FeedbackFormInput, 'category'> & { category: FeedbackFormInput['category'] | '' };

const EMPTY: FeedbackFormFields = { category: '', rating: 0, date: '', subject: '', message: '' };

const PLACEHOLDERS = {
  general: 'Share your thoughts about our lunches, menu or service…',
  specific: 'Describe what happened on that date (which child, which lunch, what went wrong)…',
} as const;

/** The first missing piece, in the form's order (parent-app.md section 5). */
function firstProblem(errors: FieldErrors<FeedbackFormFields>): string {
  return errors.category?.message ?? errors.rating?.message ?? errors.date?.message ?? errors.message?.message ?? FEEDBACK_MESSAGES.categoryRequired;
}

/** 'Submit Feedback' (parent-app.md sections 2, 5 and 8). */
export function FeedbackForm() {
  const ratingLabelId = useId();
  const toast = useToast();
  const [submitFeedback, submitting] = useSubmitFeedback();
  const { control, handleSubmit, reset, watch } = useForm<FeedbackFormFields, unknown, FeedbackFormValues>({
    // The schema knows no '' category; it answers 'Please select a category.' for it.
    resolver: zodResolver(feedbackFormSchema) as unknown as Resolver<FeedbackFormFields, unknown, FeedbackFormValues>,
    defaultValues: EMPTY,
  });
  const category = watch('category');

  const onSubmit = handleSubmit(
    async (values) => {
      try {
        await submitFeedback({ input: { category: values.category, rating: values.rating, date: values.date, subject: '', message: values.message } });
        toast({ title: 'Thank you for your feedback!', description: 'We appreciate you taking the time to share your thoughts.' });
        reset(EMPTY);
      } catch (error) {
        toast({ title: 'Submission failed', description: failureMessage(error, 'Failed to submit feedback'), variant: 'destructive' });
      }
    },
    (invalid) => toast({ title: FEEDBACK_MESSAGES.missingInformationTitle, description: firstProblem(invalid), variant: 'destructive' }),
  );

  return (
    <Paper component="section" variant="outlined" aria-labelledby="submit-feedback-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="submit-feedback-title" variant="h2" sx={{ mb: 2 }}>
        Submit Feedback
      </Typography>
      <Box component="form" noValidate onSubmit={onSubmit} aria-labelledby="submit-feedback-title">
        <Stack spacing={3}>
          <FormTextField
            control={control}
            name="category"
            select
            label="Category"
            required
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            <option value="" disabled>
              Select a category
            </option>
            <option value="general">{CATEGORY_LABELS.general}</option>
            <option value="specific">{CATEGORY_LABELS.specific}</option>
          </FormTextField>

          <div>
            <Typography id={ratingLabelId} component="div" sx={{ fontWeight: 600, mb: 0.5 }}>
              Overall Rating <span aria-hidden>*</span>
            </Typography>
            <Controller
              control={control}
              name="rating"
              render={({ field, fieldState: { error } }) => (
                <>
                  <StarRatingInput
                    value={field.value ?? 0}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    labelledBy={ratingLabelId}
                    invalid={Boolean(error)}
                    disabled={submitting}
                  />
                  {error ? <FormHelperText error>{error.message}</FormHelperText> : null}
                </>
              )}
            />
          </div>

          {category === 'specific' ? <FormDateField control={control} name="date" label="Date Related to Issue" required /> : null}

          <FormTextField
            control={control}
            name="message"
            label="Message"
            multiline
            minRows={4}
            placeholder={category === 'specific' ? PLACEHOLDERS.specific : PLACEHOLDERS.general}
          />

          <Box>
            <Button type="submit" variant="contained" size="large" disabled={submitting}>
              {submitting ? 'Submitting...' : 'Submit Feedback'}
            </Button>
          </Box>
        </Stack>
      </Box>
    </Paper>
  );
}
