import type en from '../en/participate';
import type { Translations } from '../types';

export default {} satisfies Translations<typeof en>;
