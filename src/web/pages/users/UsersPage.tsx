import { Box, Tab, Tabs, Typography } from '@mui/material';
import { useId } from 'react';
import { useMatch, useNavigate, useSearchParams } from 'react-router';
import { PageHeading } from '../../components/PageHeading';
import { t } from '../../i18n/i18n';
import { HostsList, USERS_BASE } from './HostsList';
import { ParticipantsList } from './ParticipantsList';
import { UserDetailsModal } from './UserDetailsModal';

type TabName = 'hosts' | 'participants';

/**
 * §2 /app/users (Admin): the hosts (suspend, unsuspend; users-details/{userId} opens one in a
 * modal) and, beside them, the participants with a search. `?tab=participants` opens the second.
 */
export default function UsersPage() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const tab: TabName = params.get('tab') === 'participants' ? 'participants' : 'hosts';
  const details = useMatch(`${USERS_BASE}/users-details/:userId`);
  const id = useId();

  return (
    <Box>
      <PageHeading>{t('admin.users.heading')}</PageHeading>
      <Typography color="text.secondary" sx={{ mt: -2, mb: 2 }}>
        {t('admin.users.intro')}
      </Typography>
      <Tabs
        value={tab}
        onChange={(_e, value: TabName) =>
          setParams(value === 'hosts' ? {} : { tab: value }, { replace: true })
        }
        aria-label={t('admin.users.tabs')}
        sx={{ mb: 2 }}
      >
        <Tab
          value="hosts"
          label={t('admin.users.hosts')}
          id={`${id}-hosts`}
          aria-controls={`${id}-panel`}
        />
        <Tab
          value="participants"
          label={t('admin.users.participants')}
          id={`${id}-participants`}
          aria-controls={`${id}-panel`}
        />
      </Tabs>
      <Box role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${tab}`}>
        {tab === 'hosts' ? <HostsList /> : <ParticipantsList />}
      </Box>
      {details?.params.userId && (
        <UserDetailsModal userId={details.params.userId} onClose={() => navigate(USERS_BASE)} />
      )}
    </Box>
  );
}
