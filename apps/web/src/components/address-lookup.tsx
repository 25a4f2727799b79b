import type { GeocodeResult } from '@app/contracts';
import { Button, Group, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGeocode } from '../queries/use-geocode.ts';

/** Address search through the server's geocoder; choosing a match fills the address and coordinates. */
export function AddressLookup({
  label,
  onChoose,
}: {
  label: string;
  onChoose: (result: GeocodeResult) => void;
}) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const geocode = useGeocode();

  function handleSearch() {
    if (query.trim() !== '') geocode.mutate(query.trim());
  }

  function handleChoose(result: GeocodeResult) {
    onChoose(result);
    geocode.reset();
  }

  return (
    <Stack gap={4}>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput
          label={label}
          value={query}
          style={{ flex: 1 }}
          onChange={(event) => setQuery(event.currentTarget.value)}
          onKeyDown={(event) => {
            // Enter searches instead of submitting the whole venue form.
            if (event.key === 'Enter') {
              event.preventDefault();
              handleSearch();
            }
          }}
        />
        <Button
          variant="light"
          leftSection={<IconSearch size={14} />}
          loading={geocode.isPending}
          onClick={handleSearch}
        >
          {t('venues.lookup')}
        </Button>
      </Group>
      {geocode.isError ? (
        <Text size="sm" c="red" role="alert">
          {t('venues.lookupFailed')}
        </Text>
      ) : null}
      {geocode.data?.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('venues.lookupNone')}
        </Text>
      ) : null}
      {geocode.data && geocode.data.length > 0 ? (
        <Stack gap={2} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {geocode.data.map((result) => (
            <li key={`${result.latitude},${result.longitude},${result.label}`}>
              <UnstyledButton p={4} onClick={() => handleChoose(result)}>
                <Text size="sm" c="blue">
                  {result.label}
                </Text>
              </UnstyledButton>
            </li>
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}
