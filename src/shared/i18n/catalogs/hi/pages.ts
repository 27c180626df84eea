import type en from '../en/pages';
import type { Translations } from '../types';

export default {} satisfies Translations<typeof en>;
