import type { SayWord } from '../../../shared/competition/labels';
import type { MessageKey } from '../../../shared/i18n/catalogs';
import { t } from '../../i18n/i18n';

/** A bracket's group and round names in the page's language (issue 29), for the shared labels. */
export const bracketWord: SayWord = (word, values = {}) => t(`results.round.${word}`, values);

/** The server's names of stages (server/competition), said in the page's language. */
const STAGE_KEYS: Record<string, MessageKey> = {
  'Round robin': 'results.stage.roundRobin',
  Pools: 'results.stage.pools',
  Knockout: 'results.stage.knockout',
  Repechage: 'results.stage.repechage',
  Swiss: 'results.stage.swiss',
  'Best of three': 'results.stage.bestOfThree',
};

/** A stage's name in the page's language; a name not known here as the server wrote it. */
export const stageName = (name: string) => {
  const key = STAGE_KEYS[name];
  return key ? t(key) : name;
};
