import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { cancellationSentence, orderingDeadlineSentence } from '@lunchbox/domain/order-rules';
import { schoolTimeZone } from '../../../lib/school-clock.ts';

// The deadline and what cancelling does are rendered from the domain rule, never typed (issue 10):
// the spec's "one day before", "24 hours before" and card payment are not what the product does.
const FAQS = [
  {
    question: 'How do I place an order?',
    answer: `Sign in, open Orders, choose your child and pick one lunch per weekday from the weekly menu, then add them to your cart and pay. ${orderingDeadlineSentence(schoolTimeZone)}`,
  },
  {
    question: 'What payment methods do you accept?',
    answer:
      'We accept PayPal and Zelle. At checkout your lunches are placed and the payment step shows the amount to pay and a payment reference to put in the note; an administrator checks each payment by hand, and your orders show as Paid once it has arrived. Any account credit is used first.',
  },
  {
    question: 'Can I change or cancel my order?',
    answer: `Yes. ${cancellationSentence(schoolTimeZone)}`,
  },
  {
    question: 'How are lunches delivered?',
    answer: "Lunches are delivered to your child's school, each labelled with your child's name and class.",
  },
] as const;

/** The four frequently asked questions of the contact screen. */
export function FaqList() {
  return (
    <section aria-labelledby="faq-title">
      <Typography id="faq-title" variant="h2" sx={{ mb: 2 }}>
        Frequently Asked Questions
      </Typography>
      {FAQS.map((faq, index) => (
        <Accordion key={faq.question} disableGutters variant="outlined">
          <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={`faq-${index}-answer`} id={`faq-${index}-question`}>
            <Typography sx={{ fontWeight: 600 }}>{faq.question}</Typography>
          </AccordionSummary>
          <AccordionDetails id={`faq-${index}-answer`}>
            <Typography color="text.secondary">{faq.answer}</Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </section>
  );
}
