import { Box, Typography } from '@mui/material';
import { useAuth } from '../../auth/auth-context';
import { PageHeading } from '../../components/PageHeading';
import { t } from '../../i18n/i18n';
import { AdminOverview } from './AdminOverview';
import { EventsDashboard } from './EventsDashboard';
import { ParticipantDashboard } from './ParticipantDashboard';
import { SalesSection } from './SalesSection';

/**
 * §2 /app/dashboard: Upcoming Events, Payment Pending (only when there is any) and Other Events.
 * A participant sees their registrations; a host their sales (issue 27), then their own events; an
 * admin the counts of everything and the sales across hosts, then all events.
 */
export default function DashboardPage() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <Box>
      <PageHeading>{t('dashboard.heading')}</PageHeading>
      <Typography color="text.secondary" sx={{ mt: -2, mb: 3 }}>
        {t('dashboard.welcome', { name: user.name, role: user.role })}
      </Typography>
      {user.role === 'Admin' && <AdminOverview />}
      {user.role !== 'Participant' && (
        <SalesSection audience={user.role === 'Admin' ? 'admin' : 'host'} />
      )}
      {user.role === 'Participant' ? <ParticipantDashboard /> : <EventsDashboard user={user} />}
    </Box>
  );
}
