import { Stack, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader.tsx';
import { notifyError } from '../../../lib/notify.ts';
import { safeReturnPath } from '../../../lib/return-path.ts';
import { useVenue } from '../../../queries/use-venue.ts';
import { VenueEditForm } from '../components/venue-edit-form.tsx';

/** /venues/{id}/edit?return=: the venue with its surfaces; save and cancel go to `return`, else the venue. */
export function VenueEditPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { id = '' } = useParams();
  const venueQuery = useVenue(id);
  const returnTo = safeReturnPath(params.get('return'), `/venues/${id}`);

  useEffect(() => {
    if (venueQuery.isError) {
      notifyError(t('venues.loadFailed'), { id: 'venue-load-failed' });
      navigate('/', { replace: true });
    }
  }, [venueQuery.isError, navigate, t]);

  if (!venueQuery.data) return <PageLoader />;
  return (
    <Stack gap="lg">
      <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
        {t('venues.editTitle', { name: venueQuery.data.name })}
      </Title>
      <VenueEditForm
        key={venueQuery.data.id}
        venue={venueQuery.data}
        onSaved={() => navigate(returnTo)}
        onCancel={() => navigate(returnTo)}
      />
    </Stack>
  );
}
