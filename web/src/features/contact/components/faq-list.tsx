import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { familyCancellationSentence, familyOrderingSentence } from '@lunchbox/domain/deadline-sentences';
import { schoolTimeZone } from '../../../lib/school-clock.ts';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n.ts';
import { seededSchoolClock } from '@lunchbox/domain/school-deadline';
import { useSchoolClocks } from '../../../lib/school-clocks.ts';

// The deadline and what cancelling does are rendered from the domain rule, never typed (issue 10),
// for the schools of the parent's children (issue 31):
// the spec's "one day before", "24 hours before" and card payment are not what the product does.
/** The catalogue keys of the questions, in the order shown ('contact.faqOrder' and 'contact.faqOrderAnswer'). */
const FAQS = ['faqOrder', 'faqPayment', 'faqChange', 'faqDelivery'] as const;

/** The four frequently asked questions of the contact screen. */
export function FaqList() {
  const { t } = useTranslation();
  const language = useLanguage();
  // Each child's own school's cut-off (issue 31): one sentence while they share one, as for a visitor.
  const { family } = useSchoolClocks();
  return (
    <section aria-labelledby="faq-title">
      <Typography id="faq-title" variant="h2" sx={{ mb: 2 }}>
        {t('contact.faqTitle')}
      </Typography>
      {FAQS.map((faq, index) => (
        <Accordion key={faq} disableGutters variant="outlined">
          <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={`faq-${index}-answer`} id={`faq-${index}-question`}>
            <Typography sx={{ fontWeight: 600 }}>{t(`contact.${faq}`)}</Typography>
          </AccordionSummary>
          <AccordionDetails id={`faq-${index}-answer`}>
            <Typography color="text.secondary">
              {t(`contact.${faq}Answer`, {
                deadline: familyOrderingSentence(family, seededSchoolClock(schoolTimeZone), language),
                cancellation: familyCancellationSentence(family, seededSchoolClock(schoolTimeZone), language),
              })}
            </Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </section>
  );
}
