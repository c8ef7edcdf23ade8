import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

const FAQS = [
  {
    question: 'How do I place an order?',
    answer:
      'Sign in, open Orders, choose your child and pick one lunch per weekday from the weekly menu, then add them to your cart and pay. Orders can be placed up to one day before the lunch date.',
  },
  {
    question: 'What payment methods do you accept?',
    answer: 'We accept payment by credit or debit card at checkout.',
  },
  {
    question: 'Can I change or cancel my order?',
    answer: 'Yes. Orders can be changed or cancelled up to 24 hours before the lunch date. Contact us if you need help.',
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
