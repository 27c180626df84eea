import { Box, Button, Link, Typography } from '@mui/material';
import { useLocation } from 'react-router';
import {
  LANGUAGE_NAMES,
  LANGUAGE_SHORT_NAMES,
  LANGUAGE_PARAM,
  LANGUAGES,
  type Language,
} from '../../shared/i18n/languages';
import { currentLanguage, t } from '../i18n/i18n';
import { MOBILE_MEDIA_QUERY } from '../theme';

/**
 * This page's address in another language: a plain link, so the server draws the page in that
 * language (and keeps the choice in the `lang` cookie), with JavaScript off too.
 */
function useLanguageHref(): (language: Language) => string {
  const { pathname, search } = useLocation();
  return (language) => {
    const params = new URLSearchParams(search);
    params.set(LANGUAGE_PARAM, language);
    return `${pathname}?${params.toString()}`;
  };
}

/** The navbar's switch: the other languages, each named in its own script. */
export function LanguageSwitch() {
  const href = useLanguageHref();
  const current = currentLanguage();
  return LANGUAGES.filter((l) => l !== current).map((language) => (
    <Button
      key={language}
      component="a"
      href={href(language)}
      lang={language}
      hrefLang={language}
      aria-label={t('language.switchTo', { language: LANGUAGE_NAMES[language] })}
      color="inherit"
      sx={{ fontWeight: 600, minWidth: 0, px: 1, whiteSpace: 'nowrap' }}
    >
      {/* A phone's navbar has room for the short name only; CSS picks, so the server's drawing
          is right on both. The short name's box has a fixed width: its script's font arrives
          after the page is drawn (font-display: block), and a box the size of its text would
          move the navbar's other links when it does. */}
      <Box component="span" sx={{ [`@media ${MOBILE_MEDIA_QUERY}`]: { display: 'none' } }}>
        {LANGUAGE_NAMES[language]}
      </Box>
      <Box
        component="span"
        sx={{
          display: 'none',
          [`@media ${MOBILE_MEDIA_QUERY}`]: {
            display: 'inline-block',
            width: '1.75em',
            textAlign: 'center',
          },
        }}
      >
        {LANGUAGE_SHORT_NAMES[language]}
      </Box>
    </Button>
  ));
}

/** The footer's list: every language, the page's own marked as current. */
export function LanguageList() {
  const href = useLanguageHref();
  const current = currentLanguage();
  return (
    <Box component="nav" aria-labelledby="footer-language" sx={{ mt: 2 }}>
      <Typography id="footer-language" variant="h6" component="h2" sx={{ color: '#fff', mb: 1 }}>
        {t('language.label')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        {LANGUAGES.map((language) => (
          <Link
            key={language}
            href={href(language)}
            lang={language}
            hrefLang={language}
            aria-current={language === current ? 'true' : undefined}
            sx={{
              color: '#E8EAF0',
              fontWeight: language === current ? 700 : 400,
              textDecoration: language === current ? 'none' : undefined,
            }}
          >
            {LANGUAGE_NAMES[language]}
          </Link>
        ))}
      </Box>
    </Box>
  );
}
