import { Box, Button, Container, Link, Paper, Stack, Typography } from '@mui/material';
import { lazy, Suspense, useState, type FormEvent, type ReactNode } from 'react';
import { useSiteConfig } from '../../api/site';
import { loadChunk } from '../../components/chunk-loader';
import { PageHeading } from '../../components/PageHeading';
import { DeferredSelectField, preloadSelectMenu } from '../../components/form/DeferredSelectField';
import { OutlinedField } from '../../components/form/OutlinedField';
import { t } from '../../i18n/i18n';
import {
  CONTACT_ROLES,
  contactMailto,
  EMPTY_CONTACT_FORM,
  openMailClient,
  type ContactForm,
} from './contact-mail';
import { Icon } from '../../components/Icon';

// /contactUs is a public page (docs/PAGE-SPEED.md: first download under 170 KB): the role menu
// and the alert after sending load with the first touch of the form, not with the page.
const loadAlert = () => loadChunk('alert', () => import('@mui/material/Alert'));
const Alert = lazy(loadAlert);
const preload = () => {
  preloadSelectMenu().catch(() => {});
  loadAlert().catch(() => {});
};

// The page's two columns (5 and 7 of 12 from md) and the form's two (from sm), laid out as MUI's
// Grid lays them out (same widths and gaps), with CSS grid: Grid is ~2 KB gzipped more in the
// first download.
const pageGridSx = {
  display: 'grid',
  gap: { xs: 4, md: 6 },
  // Grid's width of 5 columns of 12 with a 48 px gap: 5/12 of the row less 7/12 of the gap.
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'calc(100% * 5 / 12 - 28px) minmax(0, 1fr)' },
} as const;
const formGridSx = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
} as const;

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
  const [role, setRole] = useState(EMPTY_CONTACT_FORM.role);
  // The text fields are the browser's own (uncontrolled): the page is drawn by the server, and
  // what is typed before it is hydrated must survive hydration. They are read on submit.
  const field = (name: Exclude<keyof ContactForm, 'role'>) => ({ name, defaultValue: '' });

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const typed = new FormData(e.currentTarget);
    const text = (name: keyof ContactForm) => {
      const v = typed.get(name);
      return typeof v === 'string' ? v : '';
    };
    const values: ContactForm = {
      name: text('name'),
      email: text('email'),
      phoneNumber: text('phoneNumber'),
      role,
      message: text('message'),
    };
    const url = contactMailto(site.support_email, values);
    setMailto(url);
    openMailClient(url);
  };

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <Box sx={pageGridSx}>
        <div>
          <PageHeading>{t('pages.contactUs')}</PageHeading>
          <Typography color="text.secondary" sx={{ mt: -1 }}>
            {t('pages.contact.lead')}
          </Typography>
          <Stack spacing={2} sx={{ mt: 4 }}>
            <ContactLine icon={<Icon name="Email" />} href={`mailto:${site.support_email}`}>
              {site.support_email}
            </ContactLine>
            <ContactLine
              icon={<Icon name="Phone" />}
              href={`tel:${site.support_phone.replace(/[^\d+]/g, '')}`}
            >
              {site.support_phone}
            </ContactLine>
          </Stack>
        </div>
        <div>
          <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 } }}>
            <Typography variant="h5" component="h2" sx={{ mb: 2.5 }}>
              {t('pages.contact.formTitle')}
            </Typography>
            <Box
              component="form"
              noValidate
              onSubmit={onSubmit}
              onFocus={preload}
              onPointerDown={preload}
            >
              <Box sx={formGridSx}>
                <div>
                  <OutlinedField
                    {...field('name')}
                    label={t('pages.contact.name')}
                    autoComplete="name"
                  />
                </div>
                <div>
                  <OutlinedField
                    {...field('email')}
                    label={t('pages.contact.email')}
                    type="email"
                    autoComplete="email"
                  />
                </div>
                <div>
                  <OutlinedField
                    {...field('phoneNumber')}
                    label={t('pages.contact.phone')}
                    type="tel"
                    autoComplete="tel"
                  />
                </div>
                <div>
                  <DeferredSelectField
                    label={t('pages.contact.role')}
                    name="role"
                    value={role}
                    onChange={setRole}
                    options={CONTACT_ROLES.map((key) => t(key))}
                    emptyOption={<em>{t('pages.contact.chooseRole')}</em>}
                  />
                </div>
                <Box sx={{ gridColumn: '1 / -1' }}>
                  <OutlinedField
                    {...field('message')}
                    label={t('pages.contact.message')}
                    multiline
                    minRows={5}
                  />
                </Box>
              </Box>
              <Button
                type="submit"
                variant="contained"
                size="large"
                endIcon={<Icon name="Send" />}
                sx={{ mt: 3, width: { xs: '100%', sm: 'auto' } }}
              >
                {t('pages.contact.send')}
              </Button>
              {mailto && (
                <Suspense fallback={null}>
                  <Alert severity="info" sx={{ mt: 3 }}>
                    {t('pages.contact.sentBefore')}{' '}
                    <Link href={mailto}>{t('pages.contact.sentLink')}</Link>{' '}
                    {t('pages.contact.sentAfter', { email: site.support_email })}
                  </Alert>
                </Suspense>
              )}
            </Box>
          </Paper>
        </div>
      </Box>
    </Container>
  );
}
