import type en from '../en/events';
import type { Translations } from '../types';

export default {} satisfies Translations<typeof en>;
