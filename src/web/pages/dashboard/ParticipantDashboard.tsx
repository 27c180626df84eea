import { Alert, Link } from '@mui/material';
import { useMemo, useState } from 'react';
import { toast } from '../../components/toast';
import type { Participation } from '../../../shared/participations/schemas';
import { useOwnParticipations, useParticipate } from '../../api/participations';
import { useAuth } from '../../auth/auth-context';
import { useCheckout } from '../../components/participations/use-checkout';
import { t } from '../../i18n/i18n';
import { withElements } from '../../i18n/with-elements';
import { DashboardLoadState } from './DashboardLoadState';
import { DashboardSection } from './DashboardSection';
import { RegistrationEntry } from './RegistrationEntry';
import { splitRegistrations } from './split-dashboard';
import { CertificatesSection } from './CertificatesSection';
import { GateDutySection } from './GateDutySection';
import { RefundsSection } from './RefundsSection';
import { TeamsSection } from './TeamsSection';
import { TransfersSection } from './TransfersSection';
import { WaitlistSection } from './WaitlistSection';
import { attempt } from '../../query-client';

/** §4 a participant's dashboard, from their own registrations; pending ones can be paid here. */
export function ParticipantDashboard() {
  const { user } = useAuth();
  const query = useOwnParticipations();
  const participate = useParticipate();
  const checkout = useCheckout();
  const [paying, setPaying] = useState<string | null>(null);
  const split = useMemo(() => splitRegistrations(query.data ?? []), [query.data]);

  // Registering again with the same team resumes the pending order (the server says so).
  const pay = async (p: Participation) => {
    setPaying(p.id);
    const result = await attempt(
      participate.mutateAsync({
        event_id: p.event_id,
        category_id: p.category_id,
        dependant_id: p.dependant_id,
        team_name: p.team_name,
        members: p.members,
        weight_kg: p.weight_kg,
      }),
    );
    setPaying(null);
    if (result.ok) {
      await checkout.start(result.data, {
        name: user?.name,
        email: user?.email,
        contact: user?.phone_number,
      });
    } else {
      toast.error(result.error.message);
    }
  };

  if (!query.data) {
    return <DashboardLoadState loading={query.isPending} onRetry={() => void query.refetch()} />;
  }

  const entry = (p: Participation) => (
    <RegistrationEntry
      key={p.id}
      registration={p}
      onPay={(r) => void pay(r)}
      paying={paying === p.id}
    />
  );

  return (
    <>
      {split.pending.length > 0 && (
        <Alert severity="warning" sx={{ mb: 3 }}>
          {withElements(
            'dashboard.pendingAlert',
            {
              link: (
                <Link
                  color="inherit"
                  underline="always"
                  sx={{ fontWeight: 700 }}
                  href="#payment-pending"
                >
                  {t('dashboard.completePaymentLink')}
                </Link>
              ),
            },
            { count: split.pending.length },
          )}
        </Alert>
      )}
      <GateDutySection />
      <WaitlistSection />
      <TransfersSection />
      <TeamsSection />
      <DashboardSection
        id="upcoming-events"
        title={t('dashboard.upcoming')}
        count={split.upcoming.length}
        emptyText={t('dashboard.noUpcoming')}
      >
        {split.upcoming.map(entry)}
      </DashboardSection>
      {split.pending.length > 0 && (
        <DashboardSection
          id="payment-pending"
          title={t('dashboard.paymentPending')}
          count={split.pending.length}
          emptyText=""
        >
          {split.pending.map(entry)}
        </DashboardSection>
      )}
      <CertificatesSection />
      <DashboardSection
        id="other-events"
        title={t('dashboard.other')}
        count={split.other.length}
        emptyText={t('dashboard.noEvent')}
      >
        {split.other.map(entry)}
      </DashboardSection>
      <RefundsSection />
      {checkout.element}
    </>
  );
}
