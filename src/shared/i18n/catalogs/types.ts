/**
 * A language's translation of an English catalog file: every message, none extra (`satisfies`
 * checks both), each an ICU MessageFormat string with the same {placeholders}
 * (catalogs.test.ts checks those).
 */
export type Translations<English> = { [Key in keyof English]: string };
