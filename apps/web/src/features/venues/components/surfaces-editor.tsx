import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { nextRowKey, type SurfaceRow } from './venue-draft.ts';
import { venueMessage } from './venue-message.ts';

/**
 * A venue's surfaces: name and abbreviation each, add and delete. The last surface cannot be deleted (a
 * venue needs one named surface); `onDelete` lets the caller confirm before a saved surface goes.
 * `errors` are the venue's messages by its own paths: "surfaces" for the list, "surfaces.2.name" for one.
 */
export function SurfacesEditor({
  venueLabel,
  surfaces,
  errors,
  onChange,
  onDelete,
}: {
  /** Names the venue in labels, so several venue rows keep distinct accessible names. */
  venueLabel: string;
  surfaces: SurfaceRow[];
  errors: Record<string, string>;
  onChange: (surfaces: SurfaceRow[]) => void;
  onDelete: (surface: SurfaceRow) => void;
}) {
  const { t } = useTranslation();
  const message = (path: string) => {
    const text = errors[path];
    return text === undefined ? undefined : venueMessage(t, text);
  };
  const update = (key: number, patch: Partial<SurfaceRow>) =>
    onChange(surfaces.map((s) => (s.key === key ? { ...s, ...patch } : s)));

  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        {t('venues.surfaces')}
      </Text>
      {surfaces.map((surface, index) => (
        <Group key={surface.key} gap="xs" align="flex-end" wrap="nowrap">
          <TextInput
            label={t('venues.surfaceName', { venue: venueLabel, n: index + 1 })}
            value={surface.name}
            error={message(`surfaces.${index}.name`)}
            style={{ flex: 2, minWidth: 0 }}
            onChange={(event) => update(surface.key, { name: event.currentTarget.value })}
          />
          <TextInput
            label={t('venues.surfaceShortcode', { n: index + 1 })}
            value={surface.shortcode}
            maxLength={4}
            error={message(`surfaces.${index}.shortcode`)}
            style={{ flex: 1, minWidth: 0 }}
            onChange={(event) => update(surface.key, { shortcode: event.currentTarget.value })}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            mb={4}
            disabled={surfaces.length <= 1}
            onClick={() => onDelete(surface)}
            aria-label={t('venues.deleteSurface', { name: surface.name || String(index + 1) })}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      ))}
      {errors.surfaces ? (
        <Text size="sm" c="red" role="alert">
          {message('surfaces')}
        </Text>
      ) : null}
      <Group>
        <Button
          size="xs"
          variant="subtle"
          leftSection={<IconPlus size={14} />}
          onClick={() => onChange([...surfaces, { key: nextRowKey(), name: '', shortcode: '' }])}
        >
          {t('venues.addSurface')}
        </Button>
      </Group>
    </Stack>
  );
}
