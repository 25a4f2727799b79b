import { SHORTCODE_MAX } from '@app/contracts';
import {
  ActionIcon,
  Button,
  Collapse,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconAdjustments, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { newSurfaceRow, type SurfaceRow } from './venue-draft.ts';
import { venueMessage } from './venue-message.ts';

const PRIORITIES = [-3, -2, -1, 0, 1, 2, 3];

/** A priority as the form shows it: "+2", "0", "-1". */
export const priorityLabel = (p: number) => (p > 0 ? `+${p}` : String(p));

/**
 * A venue's surfaces: name, abbreviation and priority each, with the custom code and notes under a
 * settings button (open at first when either is set); add and delete. The last surface cannot be deleted (a
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
  const [openKeys, setOpenKeys] = useState<ReadonlySet<number>>(
    () => new Set(surfaces.filter((s) => s.longcode !== '' || s.notes !== '').map((s) => s.key)),
  );
  const toggle = (key: number) => {
    const next = new Set(openKeys);
    if (!next.delete(key)) next.add(key);
    setOpenKeys(next);
  };

  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        {t('venues.surfaces')}
      </Text>
      {surfaces.map((surface, index) => {
        const isOpen =
          openKeys.has(surface.key) ||
          message(`surfaces.${index}.longcode`) !== undefined ||
          message(`surfaces.${index}.notes`) !== undefined;
        const detailsId = `surface-details-${surface.key}`;
        return (
          <Stack key={surface.key} gap={4}>
            <Group gap="xs" align="flex-end" wrap="wrap">
              <TextInput
                label={t('venues.surfaceName', { venue: venueLabel, n: index + 1 })}
                value={surface.name}
                error={message(`surfaces.${index}.name`)}
                style={{ flex: '2 1 160px', minWidth: 0 }}
                onChange={(event) => update(surface.key, { name: event.currentTarget.value })}
              />
              <Group gap="xs" align="flex-end" wrap="nowrap" style={{ flex: '1 1 200px', minWidth: 0 }}>
                <TextInput
                  label={t('venues.surfaceShortcode', { n: index + 1 })}
                  value={surface.shortcode}
                  maxLength={SHORTCODE_MAX}
                  error={message(`surfaces.${index}.shortcode`)}
                  style={{ flex: 1, minWidth: 0 }}
                  onChange={(event) => update(surface.key, { shortcode: event.currentTarget.value })}
                />
                <Select
                  label={t('venues.surfacePriority', { n: index + 1 })}
                  data={PRIORITIES.map((p) => ({ value: String(p), label: priorityLabel(p) }))}
                  value={String(surface.priority)}
                  allowDeselect={false}
                  style={{ flex: '0 0 120px' }}
                  onChange={(value) => update(surface.key, { priority: Number(value ?? 0) })}
                />
                <ActionIcon
                  variant={isOpen ? 'light' : 'subtle'}
                  mb={4}
                  onClick={() => toggle(surface.key)}
                  aria-expanded={isOpen}
                  aria-controls={detailsId}
                  aria-label={t('venues.surfaceSettings', { name: surface.name || String(index + 1) })}
                >
                  <IconAdjustments size={16} />
                </ActionIcon>
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
            </Group>
            <Collapse expanded={isOpen} id={detailsId}>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" pl={{ base: 0, sm: 'md' }} pb="xs">
                <TextInput
                  label={t('venues.surfaceLongcode', { n: index + 1 })}
                  value={surface.longcode}
                  error={message(`surfaces.${index}.longcode`)}
                  onChange={(event) => update(surface.key, { longcode: event.currentTarget.value })}
                />
                <Textarea
                  label={t('venues.surfaceNotes', { n: index + 1 })}
                  rows={2}
                  value={surface.notes}
                  error={message(`surfaces.${index}.notes`)}
                  onChange={(event) => update(surface.key, { notes: event.currentTarget.value })}
                />
              </SimpleGrid>
            </Collapse>
          </Stack>
        );
      })}
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
          onClick={() => onChange([...surfaces, newSurfaceRow('')])}
        >
          {t('venues.addSurface')}
        </Button>
      </Group>
    </Stack>
  );
}
