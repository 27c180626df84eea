/**
 * Messages of money (issue 29): cancelling and refunding (issue 16: a registration cancelled by its
 * participant, removed by the host, a whole event cancelled and its refunds' progress) and the
 * admin's payments screen (every payment, the anomalies, the refunds). English is the source; the
 * spec's exact texts stay word for word, and so do the texts these screens took from elsewhere
 * (MSG.noData, PAYMENTS_MSG.resolved, the refund states and reasons, the anomaly kinds).
 */
export default {
  'money.loading': 'Loading',
  'money.noData': 'No Data Found',

  'money.refund.status':
    '{status, select, refund_pending {Refund on its way} refunded {Refunded} other {Refund delayed}}',
  'money.refund.reason':
    '{reason, select, participant_cancelled {Cancelled by the participant} host_removed {Removed by the host} event_cancelled {Event cancelled} payment_anomaly {Payment that could not be kept} category_switch {Cheaper category} team_incomplete {Team not complete in time} team_member_left {Left the team} other {Refund}}',

  'money.ids.order': 'Order',
  'money.ids.payment': 'Payment',
  'money.ids.webhook': 'Webhook',
  'money.ids.refund': 'Refund',

  'money.cancelEvent.button': 'Cancel event',
  'money.cancelEvent.title': 'Cancel this event?',
  'money.cancelEvent.text':
    '{title} will be marked cancelled on every page and closed to registration. Every paid registration is refunded in full and every participant is mailed your reason. This cannot be undone.',
  'money.cancelEvent.reason': 'Reason for participants',
  'money.cancelEvent.reasonHint': 'For example: The ground is waterlogged after the rains.',
  'money.cancelEvent.keep': 'Keep the event',
  'money.cancelEvent.confirm': 'Cancel event and refund all',
  'money.cancelEvent.done': 'The event is cancelled. Participants are being told and refunds sent.',

  'money.cancelRegistration.title': 'Cancel this registration?',
  'money.cancelRegistration.team': 'Team {team}',
  'money.cancelRegistration.working': 'Working out your refund…',
  'money.cancelRegistration.nothingPaid':
    'Nothing has been paid, so there is nothing to refund. Your place goes to the next person waiting.',
  'money.cancelRegistration.getBack': 'You get back {refund} of the {paid} you paid.',
  'money.cancelRegistration.noRefund': 'No refund is due: you paid {paid}.',
  'money.cancelRegistration.fee': 'a cancellation fee of {fee} is kept',
  // The policy step the quote falls in, then the fee if any.
  'money.cancelRegistration.step': '{step}.',
  'money.cancelRegistration.stepFee': '{step} · {fee}.',
  'money.refundStep.until':
    '{percent, select, 100 {Full refund} other {{percent} % refund}} until {date}',
  'money.refundStep.after': 'No refund after {date}',
  'money.refundStep.none': 'No refund',
  'money.cancelRegistration.timing':
    'It goes back to the account you paid from, usually within 5 to 7 working days.',
  'money.cancelRegistration.keep': 'Keep registration',
  'money.cancelRegistration.confirm': 'Cancel registration',
  'money.cancelRegistration.done': 'Your registration is cancelled.',
  'money.cancelRegistration.doneRefund':
    'Your registration is cancelled. A refund of {amount} is on its way.',

  'money.progress.attention': 'Event cancelled: refunds need attention',
  'money.progress.cancelled': 'Event cancelled',
  'money.progress.done': 'Event cancelled: refunds done',
  'money.progress.inProgress': 'Event cancelled: refunds in progress',
  'money.progress.reason': 'Reason sent to participants: “{reason}”',
  'money.progress.barLabel': 'Refunds made',
  'money.progress.made': '{refunded} of {total} refunds made',
  'money.progress.summary':
    '{refunded} of {total} refunds made · {amountRefunded} of {amountTotal}',
  'money.progress.cancelling': 'Cancelling registrations…',
  'money.progress.nothing': 'No paid registrations to refund.',
  'money.progress.refunded': 'Refunded: {count}',
  'money.progress.onTheirWay': 'On their way: {count}',
  'money.progress.failed': 'Failed: {count}',
  'money.progress.left':
    '{count, plural, one {# registration} other {# registrations}} still to cancel…',
  'money.progress.pending':
    '{count, plural, one {# refund is} other {# refunds are}} with the payment provider; this panel updates as each one is confirmed.',
  'money.progress.refused':
    '{count, plural, one {# refund was refused by the payment provider. Our team sees it} other {# refunds were refused by the payment provider. Our team sees them}} and will retry or refund by hand; each is marked under Cancelled below.',

  'money.cancelled.loading': 'Loading cancelled registrations',
  'money.cancelled.error': 'We could not load the cancelled registrations. Please try again.',
  'money.cancelled.empty': 'No cancelled registrations.',
  'money.cancelled.label': 'Cancelled registrations',
  'money.cancelled.firstShown': 'The first {count} cancelled registrations are shown.',
  'money.cancelled.paid': 'Paid {amount}',
  'money.cancelled.notPaid': 'Not paid',
  'money.cancelled.line': '{payment} · cancelled {date}',
  'money.cancelled.noRefundDue': 'No refund due under the refund policy',
  'money.cancelled.nothingToRefund': 'Not paid: nothing to refund',
  'money.cancelled.refundFailed': 'Refund failed',
  'money.cancelled.refundWhen':
    '{amount} {status, select, refund_pending {owed since} refunded {on} other {refused on}} {date}',

  'money.remove.button': 'Remove and refund',
  'money.remove.label': 'Remove {who} and refund',
  'money.remove.title': 'Remove this registration?',
  'money.remove.text': '{who} is removed from {category} and refunded {amount} in full.',
  'money.remove.reason': 'Reason, mailed to the participant',
  'money.remove.keep': 'Keep',
  'money.remove.done': '{who} is removed.',
  'money.remove.doneRefund': '{who} is removed. {amount} is being refunded.',

  'money.page.heading': 'Payments',
  'money.page.intro':
    'Every registration that reached the payment provider, any payment that does not add up, and every refund.',
  'money.page.tabs': 'Payments',
  'money.page.all': 'All payments',
  'money.page.anomalies': 'Anomalies',
  'money.page.refunds': 'Refunds',

  'money.payments.statusLabel': 'Payment status',
  'money.payments.filter':
    '{status, select, all {All} created {Pending} captured {Paid} failed {Failed} other {Cancelled}}',
  'money.payments.error': 'We could not load the payments. Please try again.',
  'money.payments.list': 'Payments',
  'money.payments.registration': 'Registration',
  'money.payments.event': 'Event',
  'money.payments.amount': 'Amount',
  'money.payments.providerIds': 'Provider ids',
  'money.payments.status': 'Status',
  'money.payments.registered': 'Registered',
  'money.payments.paidAt': 'Paid {date}',
  'money.payments.cancelledAt': 'Cancelled {date}',

  'money.anomalies.stateLabel': 'Anomaly state',
  'money.anomalies.open': 'Open',
  'money.anomalies.resolved': 'Resolved',
  'money.anomalies.error': 'We could not load the anomalies. Please try again.',
  'money.anomalies.emptyOpen': 'No open anomalies. Every payment adds up.',
  'money.anomalies.emptyResolved': 'No resolved anomalies yet.',

  'money.anomaly.kind':
    "{kind, select, unknown_order {Payment for an unknown order} cancelled_registration {Paid after cancellation} no_place {Paid after the held place was released} amount_mismatch {Amount mismatch} currency_mismatch {Currency mismatch} second_payment {Second payment} unhandled_refund {Refund event} transfer_failed {Host's share refused by the provider} reversal_failed {Host's share could not be taken back} transfer_mismatch {Host's share differs at the provider} other {{kind}}}",
  'money.anomaly.moneyOut': '(money out)',
  'money.anomaly.received': 'Received',
  'money.anomaly.expected': 'Expected',
  'money.anomaly.noRegistration': 'No registration matches this order.',
  'money.anomaly.amount': 'Amount',
  'money.anomaly.registration': 'Registration',
  'money.anomaly.providerIds': 'Provider ids',
  'money.anomaly.resolution': 'Resolution',
  'money.anomaly.resolvedBy': 'Resolved by {name} on {date}',
  'money.anomaly.resolvedByAdmin': 'Resolved by an admin on {date}',
  'money.anomaly.markResolved': 'Mark resolved',

  'money.resolve.title': 'Mark anomaly resolved',
  'money.resolve.formLabel': 'Resolve anomaly',
  'money.resolve.order': 'order {id}',
  'money.resolve.note': 'Resolution note',
  'money.resolve.noteHint':
    'What was done, e.g. refunded on the Razorpay dashboard with its reference.',
  'money.resolve.cancel': 'Cancel',
  'money.resolve.submit': 'Mark resolved',
  'money.resolve.done': 'Anomaly marked resolved',

  'money.refunds.statusLabel': 'Refund status',
  'money.refunds.filter':
    '{status, select, refund_pending {On its way} refunded {Refunded} refund_failed {Failed} other {All}}',
  'money.refunds.error': 'We could not load the refunds. Please try again.',
  'money.refunds.list': 'Refunds',
  'money.refunds.unknownPayer': 'Unknown payer',
  'money.refunds.owed': 'Owed {date}',
  'money.refunds.made': 'made {date}',
  'money.refunds.attempts': '{count, plural, one {# attempt} other {# attempts}}',
  'money.refunds.creditNote': 'Credit note (PDF)',
  'money.refunds.refused': 'The payment provider refused the refund.',
  'money.refunds.retry': 'Retry refund',
  'money.refunds.retried': 'Sent to the payment provider again.',
};
