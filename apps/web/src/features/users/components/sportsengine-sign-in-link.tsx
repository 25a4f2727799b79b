import { Button, Divider } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAuthProviders } from '../api/use-auth-providers.ts';

/**
 * "Continue with SportsEngine" on /sign-in and /sign-up (docs/sportsengine.md#sign-in-with-sportsengine): a plain link, as the
 * server answers with a redirect to SportsEngine's authorize page, carrying where to go afterwards. Hidden in
 * Japanese and when the server has no SportsEngine settings. Its name differs from "Sign in" and "Sign up" so
 * those buttons stay unambiguous.
 */
export function SportsengineSignInLink({ returnTo }: { returnTo: string }) {
  const { t, i18n } = useTranslation();
  const offered = i18n.language !== 'ja';
  const providers = useAuthProviders({ enabled: offered });
  if (!offered || providers.data?.sportsengine !== true) return null;
  return (
    <>
      <Divider label={t('sportsengine.link.or')} labelPosition="center" />
      <Button
        component="a"
        href={`/api/auth/sportsengine?return=${encodeURIComponent(returnTo)}`}
        variant="default"
        fullWidth
      >
        {t('sportsengine.link.continueSignIn')}
      </Button>
    </>
  );
}
