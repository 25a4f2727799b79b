import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { switchLanguage } from '../i18n/i18n.ts';
import { browserLocale } from '../lib/browser-locale.ts';
import { useCurrentUser } from '../lib/session.ts';

/**
 * Keeps the interface language on the user's `locale` while signed in and on the browser's language when
 * signed out, and mirrors it on <html lang> for screen readers and fonts.
 */
export function LocaleSync() {
  const { i18n } = useTranslation();
  const userQuery = useCurrentUser();
  const user = userQuery.data;
  const locale = user ? user.locale : browserLocale();
  useEffect(() => {
    if (userQuery.isPending) return;
    if (i18n.language !== locale) void switchLanguage(i18n, locale);
    document.documentElement.lang = locale;
  }, [i18n, locale, userQuery.isPending]);
  return null;
}
