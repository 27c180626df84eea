import type en from '../en/money';
import type { Translations } from '../types';

export default {
  'money.loading': 'लोड हो रहा है',
  'money.noData': 'कोई डेटा नहीं मिला',

  'money.refund.status':
    '{status, select, refund_pending {रिफ़ंड आ रहा है} refunded {रिफ़ंड हो गया} other {रिफ़ंड में देरी}}',
  'money.refund.reason':
    '{reason, select, participant_cancelled {खिलाड़ी ने रद्द किया} host_removed {होस्ट ने हटाया} event_cancelled {इवेंट रद्द हुआ} payment_anomaly {ऐसा पेमेंट जो रखा नहीं जा सका} category_switch {सस्ती कैटेगरी} team_incomplete {टीम समय पर पूरी नहीं हुई} team_member_left {टीम छोड़ दी} other {रिफ़ंड}}',

  'money.ids.order': 'ऑर्डर',
  'money.ids.payment': 'पेमेंट',
  'money.ids.webhook': 'वेबहुक',
  'money.ids.refund': 'रिफ़ंड',

  'money.cancelEvent.button': 'इवेंट रद्द करें',
  'money.cancelEvent.title': 'यह इवेंट रद्द करें?',
  'money.cancelEvent.text':
    '{title} हर पेज पर रद्द दिखेगा और उसका रजिस्ट्रेशन बंद हो जाएगा। हर पेमेंट वाले रजिस्ट्रेशन का पूरा पैसा रिफ़ंड होगा और हर खिलाड़ी को आपका कारण ईमेल किया जाएगा। इसे वापस नहीं बदला जा सकता।',
  'money.cancelEvent.reason': 'खिलाड़ियों के लिए कारण',
  'money.cancelEvent.reasonHint': 'उदाहरण: बारिश के बाद मैदान में पानी भर गया है।',
  'money.cancelEvent.keep': 'इवेंट रहने दें',
  'money.cancelEvent.confirm': 'इवेंट रद्द करें और सबको रिफ़ंड दें',
  'money.cancelEvent.done': 'इवेंट रद्द हो गया। खिलाड़ियों को बताया जा रहा है और रिफ़ंड भेजे जा रहे हैं।',

  'money.cancelRegistration.title': 'यह रजिस्ट्रेशन रद्द करें?',
  'money.cancelRegistration.team': 'टीम {team}',
  'money.cancelRegistration.working': 'आपका रिफ़ंड निकाला जा रहा है…',
  'money.cancelRegistration.nothingPaid':
    'कोई पेमेंट नहीं हुआ है, इसलिए रिफ़ंड के लिए कुछ नहीं है। आपकी जगह इंतज़ार कर रहे अगले व्यक्ति को मिलेगी।',
  'money.cancelRegistration.getBack': 'आपके दिए {paid} में से {refund} आपको वापस मिलेंगे।',
  'money.cancelRegistration.noRefund': 'कोई रिफ़ंड नहीं बनता: आपने {paid} दिए थे।',
  'money.cancelRegistration.fee': '{fee} कैंसिलेशन फ़ीस काटी जाएगी',
  'money.cancelRegistration.step': '{step}।',
  'money.cancelRegistration.stepFee': '{step} · {fee}।',
  'money.refundStep.until': '{date} तक {percent, select, 100 {पूरा रिफ़ंड} other {{percent}% रिफ़ंड}}',
  'money.refundStep.after': '{date} के बाद कोई रिफ़ंड नहीं',
  'money.refundStep.none': 'कोई रिफ़ंड नहीं',
  'money.cancelRegistration.timing':
    'पैसा उसी अकाउंट में वापस जाएगा जिससे आपने पेमेंट किया था, आमतौर पर 5 से 7 कामकाजी दिनों में।',
  'money.cancelRegistration.keep': 'रजिस्ट्रेशन रहने दें',
  'money.cancelRegistration.confirm': 'रजिस्ट्रेशन रद्द करें',
  'money.cancelRegistration.done': 'आपका रजिस्ट्रेशन रद्द हो गया है।',
  'money.cancelRegistration.doneRefund':
    'आपका रजिस्ट्रेशन रद्द हो गया है। {amount} का रिफ़ंड भेजा जा रहा है।',

  'money.progress.attention': 'इवेंट रद्द: रिफ़ंड पर ध्यान देना ज़रूरी',
  'money.progress.cancelled': 'इवेंट रद्द',
  'money.progress.done': 'इवेंट रद्द: रिफ़ंड पूरे हुए',
  'money.progress.inProgress': 'इवेंट रद्द: रिफ़ंड जारी हैं',
  'money.progress.reason': 'खिलाड़ियों को भेजा गया कारण: “{reason}”',
  'money.progress.barLabel': 'हो चुके रिफ़ंड',
  'money.progress.made': '{total} में से {refunded} रिफ़ंड हो गए',
  'money.progress.summary':
    '{total} में से {refunded} रिफ़ंड हो गए · {amountTotal} में से {amountRefunded}',
  'money.progress.cancelling': 'रजिस्ट्रेशन रद्द किए जा रहे हैं…',
  'money.progress.nothing': 'रिफ़ंड के लिए कोई पेमेंट वाला रजिस्ट्रेशन नहीं है।',
  'money.progress.refunded': 'रिफ़ंड हुए: {count}',
  'money.progress.onTheirWay': 'रास्ते में: {count}',
  'money.progress.failed': 'फ़ेल: {count}',
  'money.progress.left': '{count, plural, one {# रजिस्ट्रेशन} other {# रजिस्ट्रेशन}} अभी रद्द होने बाकी…',
  'money.progress.pending':
    '{count, plural, one {# रिफ़ंड} other {# रिफ़ंड}} पेमेंट प्रोवाइडर के पास है; हर रिफ़ंड पक्का होने पर यह पैनल अपडेट होता है।',
  'money.progress.refused':
    '{count, plural, one {# रिफ़ंड पेमेंट प्रोवाइडर ने ठुकरा दिया। हमारी टीम इसे देख रही है} other {# रिफ़ंड पेमेंट प्रोवाइडर ने ठुकरा दिए। हमारी टीम इन्हें देख रही है}} और फिर से कोशिश करेगी या हाथ से रिफ़ंड करेगी; हर एक नीचे रद्द में दिखाया गया है।',

  'money.cancelled.loading': 'रद्द हुए रजिस्ट्रेशन लोड हो रहे हैं',
  'money.cancelled.error': 'रद्द हुए रजिस्ट्रेशन लोड नहीं हो सके। कृपया फिर से कोशिश करें।',
  'money.cancelled.empty': 'कोई रद्द रजिस्ट्रेशन नहीं है।',
  'money.cancelled.label': 'रद्द हुए रजिस्ट्रेशन',
  'money.cancelled.firstShown': 'पहले {count} रद्द हुए रजिस्ट्रेशन दिखाए गए हैं।',
  'money.cancelled.paid': '{amount} दिए',
  'money.cancelled.notPaid': 'पेमेंट नहीं हुआ',
  'money.cancelled.line': '{payment} · {date} को रद्द',
  'money.cancelled.noRefundDue': 'रिफ़ंड के नियमों के हिसाब से कोई रिफ़ंड नहीं बनता',
  'money.cancelled.nothingToRefund': 'पेमेंट नहीं हुआ: रिफ़ंड के लिए कुछ नहीं',
  'money.cancelled.refundFailed': 'रिफ़ंड फ़ेल',
  'money.cancelled.refundWhen':
    '{amount} {status, select, refund_pending {{date} से बाकी} refunded {{date} को} other {{date} को ठुकराया गया}}',

  'money.remove.button': 'हटाएँ और रिफ़ंड करें',
  'money.remove.label': '{who} को हटाएँ और रिफ़ंड करें',
  'money.remove.title': 'यह रजिस्ट्रेशन हटाएँ?',
  'money.remove.text': '{who} को {category} से हटाया जाएगा और {amount} पूरे रिफ़ंड किए जाएँगे।',
  'money.remove.reason': 'कारण, खिलाड़ी को ईमेल किया जाएगा',
  'money.remove.keep': 'रहने दें',
  'money.remove.done': '{who} को हटा दिया गया।',
  'money.remove.doneRefund': '{who} को हटा दिया गया। {amount} रिफ़ंड किए जा रहे हैं।',

  'money.page.heading': 'पेमेंट',
  'money.page.intro':
    'पेमेंट प्रोवाइडर तक पहुँचा हर रजिस्ट्रेशन, हर वह पेमेंट जिसका हिसाब नहीं मिलता, और हर रिफ़ंड।',
  'money.page.tabs': 'पेमेंट',
  'money.page.all': 'सभी पेमेंट',
  'money.page.anomalies': 'गड़बड़ियाँ',
  'money.page.refunds': 'रिफ़ंड',

  'money.payments.statusLabel': 'पेमेंट की स्थिति',
  'money.payments.filter':
    '{status, select, all {सभी} created {बाकी} captured {पेमेंट हो गया} failed {फ़ेल} other {रद्द}}',
  'money.payments.error': 'पेमेंट लोड नहीं हो सके। कृपया फिर से कोशिश करें।',
  'money.payments.list': 'पेमेंट',
  'money.payments.registration': 'रजिस्ट्रेशन',
  'money.payments.event': 'इवेंट',
  'money.payments.amount': 'राशि',
  'money.payments.providerIds': 'प्रोवाइडर आईडी',
  'money.payments.status': 'स्थिति',
  'money.payments.registered': 'रजिस्टर हुआ',
  'money.payments.paidAt': '{date} को पेमेंट',
  'money.payments.cancelledAt': '{date} को रद्द',

  'money.anomalies.stateLabel': 'गड़बड़ी की स्थिति',
  'money.anomalies.open': 'खुली',
  'money.anomalies.resolved': 'सुलझी',
  'money.anomalies.error': 'गड़बड़ियाँ लोड नहीं हो सकीं। कृपया फिर से कोशिश करें।',
  'money.anomalies.emptyOpen': 'कोई खुली गड़बड़ी नहीं। हर पेमेंट का हिसाब मिल रहा है।',
  'money.anomalies.emptyResolved': 'अभी तक कोई गड़बड़ी सुलझाई नहीं गई।',

  'money.anomaly.kind':
    '{kind, select, unknown_order {अनजान ऑर्डर का पेमेंट} cancelled_registration {रद्द होने के बाद पेमेंट} no_place {रोकी गई जगह छूटने के बाद पेमेंट} amount_mismatch {राशि मेल नहीं खाती} currency_mismatch {करेंसी मेल नहीं खाती} second_payment {दूसरा पेमेंट} unhandled_refund {रिफ़ंड की घटना} transfer_failed {होस्ट का हिस्सा प्रोवाइडर ने ठुकराया} reversal_failed {होस्ट का हिस्सा वापस नहीं लिया जा सका} transfer_mismatch {प्रोवाइडर पर होस्ट का हिस्सा अलग है} other {{kind}}}',
  'money.anomaly.moneyOut': '(बाहर गया पैसा)',
  'money.anomaly.received': 'मिला',
  'money.anomaly.expected': 'अपेक्षित',
  'money.anomaly.noRegistration': 'इस ऑर्डर से कोई रजिस्ट्रेशन मेल नहीं खाता।',
  'money.anomaly.amount': 'राशि',
  'money.anomaly.registration': 'रजिस्ट्रेशन',
  'money.anomaly.providerIds': 'प्रोवाइडर आईडी',
  'money.anomaly.resolution': 'समाधान',
  'money.anomaly.resolvedBy': '{name} ने {date} को सुलझाया',
  'money.anomaly.resolvedByAdmin': 'एक एडमिन ने {date} को सुलझाया',
  'money.anomaly.markResolved': 'सुलझा हुआ मार्क करें',

  'money.resolve.title': 'गड़बड़ी को सुलझा हुआ मार्क करें',
  'money.resolve.formLabel': 'गड़बड़ी सुलझाएँ',
  'money.resolve.order': 'ऑर्डर {id}',
  'money.resolve.note': 'समाधान का नोट',
  'money.resolve.noteHint': 'क्या किया गया, जैसे Razorpay डैशबोर्ड पर रिफ़ंड किया, उसके रेफ़रेंस के साथ।',
  'money.resolve.cancel': 'रद्द करें',
  'money.resolve.submit': 'सुलझा हुआ मार्क करें',
  'money.resolve.done': 'गड़बड़ी सुलझी हुई मार्क हो गई',

  'money.refunds.statusLabel': 'रिफ़ंड की स्थिति',
  'money.refunds.filter':
    '{status, select, refund_pending {रास्ते में} refunded {रिफ़ंड हो गया} refund_failed {फ़ेल} other {सभी}}',
  'money.refunds.error': 'रिफ़ंड लोड नहीं हो सके। कृपया फिर से कोशिश करें।',
  'money.refunds.list': 'रिफ़ंड',
  'money.refunds.unknownPayer': 'अनजान पेमेंट करने वाला',
  'money.refunds.owed': '{date} से बाकी',
  'money.refunds.made': '{date} को किया गया',
  'money.refunds.attempts': '{count, plural, one {# कोशिश} other {# कोशिशें}}',
  'money.refunds.creditNote': 'क्रेडिट नोट (PDF)',
  'money.refunds.refused': 'पेमेंट प्रोवाइडर ने रिफ़ंड ठुकरा दिया।',
  'money.refunds.retry': 'फिर से रिफ़ंड करें',
  'money.refunds.retried': 'पेमेंट प्रोवाइडर को फिर से भेज दिया गया।',
} satisfies Translations<typeof en>;
