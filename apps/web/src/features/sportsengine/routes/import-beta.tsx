import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notifyError } from '../../../lib/notify.ts';
import { useSeasonsBeta, useSitesBeta } from '../api/use-platform-entities.ts';
import { useStartBetaImport } from '../api/use-start-import.ts';
import { ImportForm } from '../components/import-form.tsx';
import { PlatformSelect } from '../components/platform-select.tsx';

/**
 * /sportsengine/import-beta (docs/sportsengine.md#importing): a Season Management season, chosen site then
 * season, with the same three options. Import stays disabled until a season is chosen, then starts the activity
 * and goes to /activity/{id}.
 */
export function SportsengineImportBetaPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [siteId, setSiteId] = useState<string | null>(null);
  const [seasonId, setSeasonId] = useState<string | null>(null);
  const sites = useSitesBeta();
  const seasons = useSeasonsBeta(siteId);
  const startImport = useStartBetaImport();

  return (
    <ImportForm
      title={t('sportsengine.import.titleBeta')}
      intro={t('sportsengine.import.introBeta')}
      failure={sites.error ?? seasons.error}
      ready={seasonId !== null}
      pending={startImport.isPending}
      onSubmit={(options) => {
        if (siteId === null || seasonId === null) return;
        startImport.mutate(
          { site: siteId, season: seasonId, options },
          {
            onSuccess: ({ activity }) => navigate(`/activity/${activity.id}`),
            onError: (error) => notifyError(error.message, { title: t('sportsengine.import.failedBeta') }),
          },
        );
      }}
    >
      <PlatformSelect
        label={t('sportsengine.import.site')}
        items={sites.data}
        loading={sites.isLoading}
        value={siteId}
        onChange={(id) => {
          setSiteId(id);
          setSeasonId(null);
        }}
      />
      {siteId !== null ? (
        <PlatformSelect
          label={t('sportsengine.import.season')}
          items={seasons.data}
          loading={seasons.isLoading}
          value={seasonId}
          onChange={setSeasonId}
        />
      ) : null}
    </ImportForm>
  );
}
