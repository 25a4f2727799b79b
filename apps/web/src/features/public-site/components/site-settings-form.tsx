import type { PublicWebpage, RosterNames } from '@app/contracts';
import { Button, Card, FileButton, Group, Radio, Stack, Switch, Text, Title } from '@mantine/core';
import { IconPhotoUp } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeFailure } from '../../../lib/field-message.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useSaveWebpage } from '../api/use-public-webpage.ts';
import {
  changedSettings,
  isLogoImage,
  LOGO_TYPES,
  SECTION_SWITCHES,
  type SiteSettingsValues,
  settingsValues,
} from '../model/settings-form.ts';
import { HomeTextEditor } from './home-text-editor.tsx';

/** The logo as the site will show it: the chosen file before it is saved, else the saved one; 150 px wide. */
function LogoPreview({ file, savedUrl }: { file: File | null; savedUrl: string | null }) {
  const { t } = useTranslation();
  const [fileUrl, setFileUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setFileUrl(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setFileUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  const src = fileUrl ?? savedUrl;
  if (!src)
    return (
      <Text size="sm" c="dimmed">
        {t('publicSite.settings.noLogo')}
      </Text>
    );
  return <img src={src} alt={t('publicSite.settings.logoPreview')} width={150} style={{ height: 'auto' }} />;
}

/**
 * The site's look and sections: logo (images only, previewed 150 px wide), the home page's rich text, which
 * sections the site shows and how rosters name people. One Save sends only what changed, as multipart when a
 * new logo was chosen (docs/public-site.md#the-settings-page).
 */
export function SiteSettingsForm({ webpage }: { webpage: PublicWebpage }) {
  const { t } = useTranslation();
  const saved = useMemo(() => settingsValues(webpage), [webpage]);
  const [values, setValues] = useState<SiteSettingsValues>(saved);
  const [logo, setLogo] = useState<File | null>(null);
  const [logoError, setLogoError] = useState<string | null>(null);
  // After a save the form takes what the server kept (the home text as sanitised), so it is clean again.
  const [resync, setResync] = useState(false);
  useEffect(() => {
    if (!resync) return;
    setValues(saved);
    setResync(false);
  }, [resync, saved]);
  const save = useSaveWebpage(webpage.id);
  const changes = changedSettings(saved, values);
  const dirty = logo !== null || Object.keys(changes).length > 0;

  const set = <K extends keyof SiteSettingsValues>(key: K, value: SiteSettingsValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const chooseLogo = (file: File | null) => {
    if (!file) return;
    if (!isLogoImage(file)) {
      setLogo(null);
      setLogoError(t('publicSite.settings.logoNotImage'));
      return;
    }
    setLogoError(null);
    setLogo(file);
  };

  const submit = () =>
    save.mutate(
      { settings: changes, logo },
      {
        onSuccess: () => {
          setLogo(null);
          setResync(true);
          notifySuccess(t('publicSite.settings.saved'));
        },
        onError: (failure) => notifyError(describeFailure(t, failure)),
      },
    );

  return (
    <Card withBorder padding="md" radius="md">
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('publicSite.settings.siteTitle')}
        </Title>
        <div>
          <Text size="sm" fw={500} mb={4}>
            {t('publicSite.settings.logo')}
          </Text>
          <Group align="flex-end" gap="md">
            <LogoPreview file={logo} savedUrl={webpage.logo_url} />
            <FileButton onChange={chooseLogo} accept={LOGO_TYPES.join(',')}>
              {(props) => (
                <Button {...props} variant="default" leftSection={<IconPhotoUp size={16} />}>
                  {t('publicSite.settings.chooseLogo')}
                </Button>
              )}
            </FileButton>
          </Group>
          {logoError ? (
            <Text size="sm" c="red" role="alert" mt={4}>
              {logoError}
            </Text>
          ) : (
            <Text size="xs" c="dimmed" mt={4}>
              {t('publicSite.settings.logoHint')}
            </Text>
          )}
        </div>
        <HomeTextEditor initial={webpage.home_text} onChange={(html) => set('home_text', html)} />
        <Stack gap="xs">
          <Text size="sm" fw={500}>
            {t('publicSite.settings.sections')}
          </Text>
          {SECTION_SWITCHES.map(({ field, label }) => (
            <Switch
              key={field}
              label={t(label)}
              checked={values[field]}
              onChange={(event) => set(field, event.currentTarget.checked)}
              disabled={field === 'show_rosters_page' && !values.show_teams_page}
            />
          ))}
        </Stack>
        <Radio.Group
          label={t('publicSite.settings.rosterNames')}
          description={t('publicSite.settings.rosterNamesHint')}
          value={values.roster_names}
          onChange={(value) => set('roster_names', value as RosterNames)}
        >
          <Stack gap={6} mt={6}>
            <Radio value="first_initial" label={t('publicSite.settings.rosterFirstInitial')} />
            <Radio value="full" label={t('publicSite.settings.rosterFull')} />
          </Stack>
        </Radio.Group>
        <Group>
          <Button onClick={submit} disabled={!dirty} loading={save.isPending}>
            {t('publicSite.settings.saveSite')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
