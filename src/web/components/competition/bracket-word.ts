import type { SayWord } from '../../../shared/competition/labels';
import { t } from '../../i18n/i18n';

/** A bracket's group and round names in the page's language (issue 29), for the shared labels. */
export const bracketWord: SayWord = (word, values = {}) => t(`results.round.${word}`, values);
