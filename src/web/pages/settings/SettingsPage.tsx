import { Alert, Box, Button, Chip, CircularProgress, Grid, Paper, Typography } from '@mui/material';
import { lazy, Suspense, useId, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { useUser } from '../../api/users';
import { useAuth } from '../../auth/auth-context';
import { PageHeading } from '../../components/PageHeading';
import { t } from '../../i18n/i18n';
import { settingsDetour, withDependant } from '../../routes/return-path';
import { ChangePasswordForm } from './ChangePasswordForm';
import { DependantsSection } from './DependantsSection';
import { ProfileForm } from './ProfileForm';

// Hosts only: the payout form and its rules stay out of everyone else's settings.
const PayoutAccountSection = lazy(() => import('./PayoutAccountSection'));

function Card({
  title,
  aside,
  children,
  id,
}: {
  title: string;
  aside?: ReactNode;
  children: ReactNode;
  id?: string;
}) {
  const titleId = useId();
  return (
    <Paper
      component="section"
      id={id}
      aria-labelledby={titleId}
      elevation={0}
      sx={{
        p: { xs: 2, sm: 3 },
        border: 1,
        borderColor: 'divider',
        height: '100%',
        scrollMarginTop: 96, // below the sticky app bar, when a link's #anchor names the card
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2.5 }}>
        <Typography id={titleId} variant="h5" component="h2">
          {title}
        </Typography>
        <Box sx={{ flexGrow: 1 }} />
        {aside}
      </Box>
      {children}
    </Paper>
  );
}

/**
 * /app/settings: the user's profile (§5 rules per role), a password change, a host's payout
 * account (issue 26) and a participant's dependants. Opened from a registration in progress
 * (issue 29, `?return=`), saving the profile or adding a dependant goes back to it.
 */
export default function SettingsPage() {
  const { user } = useAuth();
  const profile = useUser(user?.id);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { returnTo, addDependant } = settingsDetour(params);

  return (
    <Box>
      <PageHeading>{t('settings.heading')}</PageHeading>
      {returnTo && (
        <Alert
          severity="info"
          sx={{ mb: 3 }}
          action={
            <Button component={RouterLink} to={returnTo} color="inherit" size="small">
              {t('settings.backToRegistration')}
            </Button>
          }
        >
          {t('settings.returnNote')}
        </Alert>
      )}
      <Grid container spacing={3} sx={{ alignItems: 'flex-start' }}>
        <Grid size={{ xs: 12, lg: 8 }}>
          <Card
            title={t('settings.accountTitle')}
            aside={
              user && (
                <Chip
                  label={t('settings.role', { role: user.role })}
                  size="small"
                  variant="outlined"
                />
              )
            }
          >
            {profile.data ? (
              <ProfileForm
                key={profile.data.id}
                user={profile.data}
                onSaved={returnTo ? () => navigate(returnTo) : undefined}
              />
            ) : profile.isError ? (
              <Alert
                severity="error"
                action={
                  <Button color="inherit" size="small" onClick={() => void profile.refetch()}>
                    {t('settings.tryAgain')}
                  </Button>
                }
              >
                {t('settings.profileError')}
              </Alert>
            ) : (
              <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
                <CircularProgress aria-label={t('settings.loadingProfile')} />
              </Box>
            )}
          </Card>
        </Grid>
        <Grid size={{ xs: 12, lg: 4 }}>
          <Card title={t('settings.passwordTitle')}>
            <ChangePasswordForm />
          </Card>
        </Grid>
        {user?.role === 'Host' && (
          <Grid size={{ xs: 12, lg: 8 }}>
            <Card title={t('settings.payoutsTitle')} id="payouts">
              <Suspense
                fallback={
                  <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
                    <CircularProgress aria-label={t('settings.loadingPayouts')} />
                  </Box>
                }
              >
                <PayoutAccountSection />
              </Suspense>
            </Card>
          </Grid>
        )}
        {user?.role === 'Participant' && (
          <Grid size={{ xs: 12, lg: 8 }}>
            <Card title={t('settings.dependantsTitle')} id="dependants">
              <DependantsSection
                userId={user.id}
                adding={addDependant}
                onAdded={returnTo ? (d) => navigate(withDependant(returnTo, d.id)) : undefined}
              />
            </Card>
          </Grid>
        )}
      </Grid>
    </Box>
  );
}
