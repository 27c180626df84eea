import EmailIcon from '@mui/icons-material/Email';
import PhoneIcon from '@mui/icons-material/Phone';
import SendIcon from '@mui/icons-material/Send';
import {
  Alert,
  Box,
  Button,
  Container,
  Grid,
  Link,
  MenuItem,
  Paper,
  Stack,
  Typography,
} from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useSiteConfig } from '../../api/site';
import { PageHeading } from '../../components/PageHeading';
import { FormTextField } from '../../components/form/FormTextField';
import { CONTACT_ROLES, contactMailto, openMailClient, type ContactForm } from './contact-mail';

function ContactLine({
  icon,
  href,
  children,
}: {
  icon: ReactNode;
  href: string;
  children: string;
}) {
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
      <Box
        sx={{
          width: 40,
          height: 40,
          borderRadius: 2,
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'rgba(255,145,77,0.14)',
          color: 'primary.dark',
          flexShrink: 0,
        }}
      >
        {icon}
      </Box>
      <Link href={href} sx={{ fontWeight: 600, wordBreak: 'break-all' }}>
        {children}
      </Link>
    </Stack>
  );
}

/**
 * §2 /contactUs: the form has no required fields (§5); submitting opens the visitor's mail
 * client with a message to support, prefilled from the form.
 */
export default function ContactPage() {
  const site = useSiteConfig();
  const [mailto, setMailto] = useState<string | null>(null);
  const { control, handleSubmit } = useForm<ContactForm>({
    defaultValues: { name: '', email: '', phoneNumber: '', role: '', message: '' },
  });

  const onSubmit = handleSubmit((values) => {
    const url = contactMailto(site.support_email, values);
    setMailto(url);
    openMailClient(url);
  });

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <Grid container spacing={{ xs: 4, md: 6 }}>
        <Grid size={{ xs: 12, md: 5 }}>
          <PageHeading>Contact Us</PageHeading>
          <Typography color="text.secondary" sx={{ mt: -1 }}>
            Questions about an event, a payment, hosting a tournament or sponsoring one? Write to us
            and we will get back to you within one working day.
          </Typography>
          <Stack spacing={2} sx={{ mt: 4 }}>
            <ContactLine icon={<EmailIcon />} href={`mailto:${site.support_email}`}>
              {site.support_email}
            </ContactLine>
            <ContactLine
              icon={<PhoneIcon />}
              href={`tel:${site.support_phone.replace(/[^\d+]/g, '')}`}
            >
              {site.support_phone}
            </ContactLine>
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 } }}>
            <Typography variant="h5" component="h2" sx={{ mb: 2.5 }}>
              Send us a message
            </Typography>
            <Box component="form" noValidate onSubmit={onSubmit}>
              <Grid container spacing={2}>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <FormTextField control={control} name="name" label="Name" autoComplete="name" />
                </Grid>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <FormTextField
                    control={control}
                    name="email"
                    label="Email"
                    type="email"
                    autoComplete="email"
                  />
                </Grid>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <FormTextField
                    control={control}
                    name="phoneNumber"
                    label="Phone Number"
                    type="tel"
                    autoComplete="tel"
                  />
                </Grid>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <FormTextField control={control} name="role" label="Role" select>
                    <MenuItem value="">
                      <em>Choose one</em>
                    </MenuItem>
                    {CONTACT_ROLES.map((role) => (
                      <MenuItem key={role} value={role}>
                        {role}
                      </MenuItem>
                    ))}
                  </FormTextField>
                </Grid>
                <Grid size={12}>
                  <FormTextField
                    control={control}
                    name="message"
                    label="Message"
                    multiline
                    minRows={5}
                  />
                </Grid>
              </Grid>
              <Button
                type="submit"
                variant="contained"
                size="large"
                endIcon={<SendIcon />}
                sx={{ mt: 3, width: { xs: '100%', sm: 'auto' } }}
              >
                Send Message
              </Button>
              {mailto && (
                <Alert severity="info" sx={{ mt: 3 }}>
                  Your mail app should open with the message ready to send. If it did not,{' '}
                  <Link href={mailto}>open the message</Link> or write to {site.support_email}.
                </Alert>
              )}
            </Box>
          </Paper>
        </Grid>
      </Grid>
    </Container>
  );
}
