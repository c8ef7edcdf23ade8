import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import type { ReactNode } from 'react';
import { env } from '../../../config/env.ts';
import { CodeImage } from '../../../ui/code-image.tsx';
import { ContactForm } from './contact-form.tsx';
import { FaqList } from './faq-list.tsx';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../../ui/page-heading.tsx';

/** /contact: how to reach support, a message form and the FAQs. */
export function ContactScreen() {
  const { t } = useTranslation();
  const phoneHref = `tel:${env.supportPhone.replace(/[^\d+]/g, '')}`;
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, sm: 5 } }}>
      <PageHeading title={t('contact.title')} lead={t('contact.lead')} />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1.4fr' }, alignItems: 'start' }}>
        <Paper component="section" variant="outlined" aria-labelledby="contact-details-title" sx={{ p: 3 }}>
          <Typography id="contact-details-title" variant="h2" sx={{ mb: 2 }}>
            {t('contact.details')}
          </Typography>
          <Stack spacing={2}>
            <ContactLine
              icon={<EmailOutlinedIcon color="primary" aria-hidden />}
              label={t('contact.email')}
              href={`mailto:${env.supportEmail}`}
              text={env.supportEmail}
            />
            <ContactLine icon={<PhoneOutlinedIcon color="primary" aria-hidden />} label={t('contact.phone')} href={phoneHref} text={env.supportPhone} />
            <Stack spacing={1}>
              <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                <WhatsAppIcon sx={{ color: '#25d366' }} aria-hidden />
                <Typography variant="body2" color="text.secondary">
                  {t('contact.whatsapp')}
                </Typography>
              </Stack>
              <CodeImage src={env.whatsappQrUrl} alt={t('contact.whatsappQr')} width={160} quietZone />
            </Stack>
          </Stack>
        </Paper>
        <Paper variant="outlined" sx={{ p: 3 }}>
          <ContactForm />
        </Paper>
      </Box>
      <Box sx={{ mt: 5 }}>
        <FaqList />
      </Box>
    </Container>
  );
}

function ContactLine({ icon, label, href, text }: { icon: ReactNode; label: string; href: string; text: string }) {
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
      {icon}
      <div>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Link href={href}>{text}</Link>
      </div>
    </Stack>
  );
}
