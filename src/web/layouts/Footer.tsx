import { Box, Container, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useSiteConfig } from '../api/site';
import { t } from '../i18n/i18n';
import { LanguageList } from './LanguageSwitch';
import { PUBLIC_NAV } from './nav-items';
import { Icon } from '../components/Icon';

// Social profiles do not exist yet (§1: placeholders): plain icons under a caption that says so,
// nothing that looks clickable.
const SOCIAL = ['Instagram', 'Facebook', 'X', 'YouTube'] as const;

/** §1 footer: tagline, quick links, contact details and social placeholders. */
export function Footer() {
  const site = useSiteConfig();
  const telHref = `tel:${site.support_phone.replace(/[^\d+]/g, '')}`;
  const at = site.support_email.indexOf('@') + 1;
  return (
    <Box
      component="footer"
      sx={{ bgcolor: 'secondary.main', color: '#E8EAF0', mt: 'auto', pt: 6, pb: 4 }}
    >
      <Container maxWidth="lg">
        {/* Brand across the top on phones, then 5/12, 3/12 and 4/12 of the width from md (the
            column widths of a 12-column grid with 32 px gaps). */}
        <Box
          sx={{
            display: 'grid',
            gap: 4,
            gridTemplateColumns: {
              xs: 'repeat(2, minmax(0, 1fr))',
              md: 'calc(100% * 5 / 12 - 56px / 3) calc(100% / 4 - 24px) calc(100% / 3 - 64px / 3)',
            },
          }}
        >
          <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}>
            <Typography variant="h5" component="p" sx={{ color: '#fff', fontWeight: 800 }}>
              Matchday
            </Typography>
            <Typography sx={{ mt: 1, maxWidth: 360 }}>{t('footer.tagline')}</Typography>
            <Stack
              direction="row"
              spacing={1}
              sx={{ mt: 2, alignItems: 'center', color: '#B9BFCC' }}
            >
              {SOCIAL.map((name) => (
                <Icon key={name} name={name} fontSize="small" aria-hidden />
              ))}
              <Typography variant="body2">{t('footer.socialSoon')}</Typography>
            </Stack>
          </Box>
          <Box>
            <Typography variant="h6" component="h2" sx={{ color: '#fff', mb: 1 }}>
              {t('footer.quickLinks')}
            </Typography>
            <Stack component="ul" spacing={0.75} sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {PUBLIC_NAV.map((l) => (
                <li key={l.to}>
                  <Link component={RouterLink} to={l.to} sx={{ color: '#E8EAF0' }}>
                    {t(l.key)}
                  </Link>
                </li>
              ))}
            </Stack>
          </Box>
          <Box>
            <Typography variant="h6" component="h2" sx={{ color: '#fff', mb: 1 }}>
              {t('footer.contact')}
            </Typography>
            <Stack spacing={1}>
              <Link
                href={telHref}
                sx={{ color: '#E8EAF0', display: 'inline-flex', gap: 1, alignItems: 'center' }}
              >
                <Icon name="Phone" fontSize="small" aria-hidden />
                {site.support_phone}
              </Link>
              <Link
                href={`mailto:${site.support_email}`}
                sx={{
                  color: '#E8EAF0',
                  display: 'inline-flex',
                  gap: 1,
                  alignItems: 'center',
                }}
              >
                <Icon name="Email" fontSize="small" aria-hidden />
                {/* A narrow column breaks the address after its @, never inside a word. */}
                <span style={{ overflowWrap: 'break-word' }}>
                  {site.support_email.slice(0, at)}
                  <wbr />
                  {site.support_email.slice(at)}
                </span>
              </Link>
            </Stack>
            <LanguageList />
          </Box>
        </Box>
        <Typography variant="body2" sx={{ mt: 5, color: '#B9BFCC' }}>
          {t('footer.rights', { year: new Date().getFullYear() })}
        </Typography>
      </Container>
    </Box>
  );
}
