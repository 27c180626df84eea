import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../toast';
import { isAwaitingPayment } from '../../../shared/participations/payment-status';
import type { Checkout, Participation } from '../../../shared/participations/schemas';
import { useInvalidateParticipations } from '../../api/participations';
import { completeTestPayment, verifyPayment, type CheckoutAnswer } from '../../api/payments';
import { eventPaths } from '../events/event-paths';
import { participationPaths } from './participation-format';
import { t } from '../../i18n/i18n';
import { registrationLanding, unpaidText, type UnpaidOutcome } from './payment-landing';
import { loadRazorpayScript, openRazorpay } from './razorpay';
import { TestCheckoutDialog, type TestOrder } from './TestCheckoutDialog';

type Prefill = { name?: string; email?: string; contact?: string };

/** The "payment is pending" notice belongs to the checkout it announces, not the pages after it. */
const RESUME_TOAST = 'payment-resumed';

export type CheckoutFlow = {
  start: (checkout: Checkout, prefill?: Prefill) => Promise<void>;
  busy: boolean;
  element: ReactNode;
};

/**
 * Where a checkout started from a page of its own ends (a team's share, issue 28): back on that
 * page, whatever the outcome, with `paidText` after a payment, since the registration it pays
 * towards may not be paid yet.
 */
type CheckoutReturn = { returnTo: string; paidText: string; onPaid?: () => unknown };

/**
 * The §4 payment flow after the server made (or resumed) an order: open the provider's checkout
 * (Razorpay, or the test checkout), confirm a payment with the server and go to the success
 * page; a dismissal or a failure says so (§8) and lands on the registration, pending, to pay
 * again (issue 29). `element` renders the test checkout and must be on the page; `busy` is true
 * while a checkout is open.
 */
export function useCheckout(back?: CheckoutReturn): CheckoutFlow {
  const navigate = useNavigate();
  const invalidate = useInvalidateParticipations();
  const [busy, setBusy] = useState(false);
  const [test, setTest] = useState<(TestOrder & { participation: Participation }) | null>(null);
  const [pending, setPending] = useState<'paid' | 'failed' | null>(null);

  const close = () => {
    setTest(null);
    setPending(null);
    setBusy(false);
  };

  /**
   * Where the player goes when the order is not paid: the page it started from, else the
   * registration (pending, it pays again there). An order for something else on a paid
   * registration (a switch's difference) goes back to its event.
   */
  const unpaidPath = (p: Participation, outcome?: UnpaidOutcome) =>
    back?.returnTo ??
    (isAwaitingPayment(p.payment_status)
      ? registrationLanding(p, outcome)
      : eventPaths.appDetails(p.event_id));

  const unpaid = (p: Participation, outcome: UnpaidOutcome) => {
    toast.dismiss(RESUME_TOAST);
    if (outcome === 'failed') toast.error(unpaidText('failed'));
    else toast.info(unpaidText('cancelled'));
    void invalidate(); // the registration is there, now pending
    navigate(unpaidPath(p, outcome));
  };

  /** The server checks the provider's signature and marks the registration paid. */
  const confirm = async (answer: CheckoutAnswer, p: Participation) => {
    const result = await verifyPayment(answer); // a failure is toasted
    await invalidate();
    if (result.ok && back) {
      toast.dismiss(RESUME_TOAST);
      toast.success(back.paidText);
      await back.onPaid?.();
      navigate(back.returnTo);
    } else if (result.ok) {
      toast.dismiss(RESUME_TOAST);
      navigate(participationPaths.success(result.data.participation_id));
    } else {
      navigate(unpaidPath(p)); // the refusal was toasted
    }
  };

  const start = async (checkout: Checkout, prefill: Prefill = {}) => {
    const p = checkout.participation;
    if (checkout.resumed) toast.info(t('participate.payment.pendingResume'), RESUME_TOAST);
    if (!checkout.order_id) {
      // A free category is registered at once; nothing to pay.
      await invalidate();
      navigate(participationPaths.success(p.id));
      return;
    }
    if (checkout.provider === 'test') {
      setBusy(true);
      setTest({
        orderId: checkout.order_id,
        amount: checkout.amount_paid,
        currency: checkout.currency,
        eventTitle: p.event_details.title,
        categoryName: p.category_details.name,
        participation: p,
      });
      return;
    }
    if (checkout.provider === 'razorpay' && checkout.key_id) {
      setBusy(true);
      if (!(await loadRazorpayScript())) {
        setBusy(false);
        window.alert(t('participate.payment.scriptFailed'));
        return;
      }
      const outcome = await openRazorpay({
        keyId: checkout.key_id,
        orderId: checkout.order_id,
        amount: checkout.amount_paid,
        currency: checkout.currency,
        description: p.event_details.title,
        prefill,
      });
      if (outcome.kind === 'paid') await confirm(outcome.answer, p);
      else unpaid(p, outcome.kind);
      setBusy(false);
      return;
    }
    toast.error(t('participate.genericError'));
  };

  const element = (
    <TestCheckoutDialog
      order={test}
      pending={pending}
      onPay={async () => {
        if (!test) return;
        setPending('paid');
        const result = await completeTestPayment(test.orderId, 'paid');
        if (!result.ok) {
          setPending(null); // toasted; the player may try again or cancel
          return;
        }
        await confirm(result.data, test.participation);
        close();
      }}
      onFail={async () => {
        if (!test) return;
        setPending('failed');
        await completeTestPayment(test.orderId, 'failed');
        close();
        unpaid(test.participation, 'failed');
      }}
      onCancel={() => {
        if (!test) return;
        close();
        unpaid(test.participation, 'cancelled');
      }}
    />
  );

  return { start, busy, element };
}
