import { INTL_LOCALE } from '../../shared/i18n/languages';
import { INDIAN_STATES, type StateCode } from '../../shared/money/tax-ids';
import { currentLanguage, t } from './i18n';

/**
 * India's states and union territories as the web offers them (issue 29): by their names in the
 * page's language (`common.state.<code>`), in that language's alphabetical order. GST documents
 * keep INDIAN_STATES' English names.
 */
export function stateOptions(): { value: StateCode; label: string }[] {
  const order = new Intl.Collator(INTL_LOCALE[currentLanguage()]);
  return INDIAN_STATES.map((s) => ({ value: s.code, label: t(`common.state.${s.code}`) })).sort(
    (a, b) => order.compare(a.label, b.label),
  );
}
