import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../lib/api-error.ts';
import { notifyError } from '../../../lib/notify.ts';
import { serverFieldErrors } from '../../../lib/server-field-errors.ts';
import { useLeagues, useSeasons, useSites, useSubseasons } from '../api/use-platform-entities.ts';
import { useStartImport } from '../api/use-start-import.ts';
import { ImportForm } from '../components/import-form.tsx';
import { PlatformSelect } from '../components/platform-select.tsx';
import { subseasonChoice } from '../model/subseason-choice.ts';

/**
 * /sportsengine/import (docs/sportsengine.md#importing): a Sport Management season, chosen Site → League →
 * Season → Subseason (only when the season has more than one), with Include Games, Practices and Coaches. Import
 * starts the activity and goes to /activity/{id}; a list that cannot be read shows the reconnect alert.
 */
export function SportsengineImportPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [siteId, setSiteId] = useState<string | null>(null);
  const [leagueId, setLeagueId] = useState<string | null>(null);
  const [seasonId, setSeasonId] = useState<string | null>(null);
  const [subseasonId, setSubseasonId] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const sites = useSites();
  const leagues = useLeagues(siteId);
  const seasons = useSeasons(leagueId);
  const subseasons = useSubseasons(seasonId);
  const startImport = useStartImport();
  const needsSubseason = subseasonChoice(subseasons.data) === 'choose';
  const ready =
    siteId !== null &&
    leagueId !== null &&
    seasonId !== null &&
    subseasons.isSuccess &&
    (!needsSubseason || subseasonId !== null);

  return (
    <ImportForm
      title={t('sportsengine.import.title')}
      intro={t('sportsengine.import.intro')}
      failure={sites.error ?? leagues.error ?? seasons.error ?? subseasons.error}
      ready={ready}
      pending={startImport.isPending}
      baseError={errors.base}
      onSubmit={(options) => {
        if (!ready) return;
        startImport.mutate(
          {
            site_id: siteId,
            league_id: leagueId,
            season_id: seasonId,
            ...(needsSubseason && subseasonId !== null ? { subseason_id: subseasonId } : {}),
            ...options,
          },
          {
            onSuccess: ({ activity }) => navigate(`/activity/${activity.id}`),
            onError: (error) => {
              if (isApiError(error)) setErrors(serverFieldErrors(t, error.errors));
              notifyError(error.message, { title: t('sportsengine.import.failed') });
            },
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
          setLeagueId(null);
          setSeasonId(null);
          setSubseasonId(null);
        }}
      />
      {siteId !== null ? (
        <PlatformSelect
          label={t('sportsengine.import.league')}
          items={leagues.data}
          loading={leagues.isLoading}
          value={leagueId}
          onChange={(id) => {
            setLeagueId(id);
            setSeasonId(null);
            setSubseasonId(null);
          }}
        />
      ) : null}
      {leagueId !== null ? (
        <PlatformSelect
          label={t('sportsengine.import.season')}
          items={seasons.data}
          loading={seasons.isLoading}
          value={seasonId}
          onChange={(id) => {
            setSeasonId(id);
            setSubseasonId(null);
          }}
        />
      ) : null}
      {needsSubseason ? (
        <PlatformSelect
          label={t('sportsengine.import.subseason')}
          items={subseasons.data}
          loading={subseasons.isLoading}
          value={subseasonId}
          onChange={setSubseasonId}
          error={errors.subseason_id}
        />
      ) : null}
    </ImportForm>
  );
}
