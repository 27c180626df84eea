import type en from '../en/auth';
import type { Translations } from '../types';

export default {} satisfies Translations<typeof en>;
