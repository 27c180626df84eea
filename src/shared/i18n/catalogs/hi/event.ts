import type en from '../en/event';
import type { Translations } from '../types';

export default {} satisfies Translations<typeof en>;
