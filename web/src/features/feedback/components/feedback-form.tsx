import { useId } from 'react';
import { Controller, useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FEEDBACK_MESSAGES, feedbackFormSchema, type FeedbackFormInput, type FeedbackFormValues } from '@lunchbox/domain/feedback-schemas';
import { failureMessage } from '../../../lib/server-errors.ts';
import { FormDateField } from '../../../ui/date-field.tsx';
import { FormTextField } from '../../../ui/form-text-field.tsx';
import { FormNativeSelect } from '../../../ui/native-select.tsx';
import { useToast } from '../../../ui/toast.tsx';
import { useSubmitFeedback } from '../api/feedback.ts';
import { categoryLabel } from './feedback-category.ts';
import { StarRatingInput } from './star-rating-input.tsx';
import { useTranslation } from 'react-i18next';
import { refusalText } from '../../../lib/i18n.ts';
import { SectionPanel } from '../../../ui/section-panel.tsx';

/** The form as typed: no category chosen yet is '', no stars is 0. */
type FeedbackFormFields = Omit<FeedbackFormInput, 'category'> & { category: FeedbackFormInput['category'] | '' };

const EMPTY: FeedbackFormFields = { category: '', rating: 0, date: '', subject: '', message: '' };

/** The message box's hint for each category (catalogue keys). */
const PLACEHOLDERS = { general: 'feedback.placeholderGeneral', specific: 'feedback.placeholderSpecific' } as const;

/** The first missing piece, in the form's order (parent-app.md section 5). */
function firstProblem(errors: FieldErrors<FeedbackFormFields>): string {
  return errors.category?.message ?? errors.rating?.message ?? errors.date?.message ?? errors.message?.message ?? FEEDBACK_MESSAGES.categoryRequired;
}

/** 'Submit Feedback' (parent-app.md sections 2, 5 and 8). */
export function FeedbackForm() {
  const { t } = useTranslation();
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
        toast({ title: t('feedback.thanks'), description: t('feedback.thanksText') });
        reset(EMPTY);
      } catch (error) {
        toast({ title: t('feedback.submitFailed'), description: failureMessage(error, t('feedback.submitFailedText')), variant: 'destructive' });
      }
    },
    (invalid) =>
      toast({ title: refusalText(FEEDBACK_MESSAGES.missingInformationTitle), description: refusalText(firstProblem(invalid)), variant: 'destructive' }),
  );

  return (
    <SectionPanel title={t('feedback.submit')} titleId="submit-feedback-title">
      <Box component="form" noValidate onSubmit={onSubmit} aria-labelledby="submit-feedback-title">
        <Stack spacing={3}>
          <FormNativeSelect control={control} name="category" label={t('feedback.category')} required placeholder={t('feedback.selectCategory')}>
            <option value="general">{categoryLabel(t, 'general')}</option>
            <option value="specific">{categoryLabel(t, 'specific')}</option>
          </FormNativeSelect>

          <div>
            <Typography id={ratingLabelId} component="div" sx={{ fontWeight: 600, mb: 0.5 }}>
              {t('feedback.rating')} <span aria-hidden>*</span>
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
                  {error?.message ? <FormHelperText error>{refusalText(error.message)}</FormHelperText> : null}
                </>
              )}
            />
          </div>

          {category === 'specific' ? <FormDateField control={control} name="date" label={t('feedback.date')} required /> : null}

          <FormTextField
            control={control}
            name="message"
            label={t('feedback.message')}
            multiline
            minRows={4}
            placeholder={t(category === 'specific' ? PLACEHOLDERS.specific : PLACEHOLDERS.general)}
          />

          <Box>
            <Button type="submit" variant="contained" size="large" disabled={submitting}>
              {submitting ? t('feedback.submitting') : t('feedback.submit')}
            </Button>
          </Box>
        </Stack>
      </Box>
    </SectionPanel>
  );
}
