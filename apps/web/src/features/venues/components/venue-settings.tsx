import { DIVISION_PALETTE, SHORTCODE_MAX } from '@app/contracts';
import { Accordion, Checkbox, ColorInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconAdjustments } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { VenueRow } from './venue-draft.ts';

/** The settings a new venue starts with; a row that differs opens the section, so nothing set is hidden. */
export function hasVenueSettings(row: VenueRow): boolean {
  return (
    row.shortcode !== '' ||
    row.longcode !== '' ||
    row.color !== '' ||
    row.is_neutral ||
    row.force_neutral ||
    row.phone_secondary !== '' ||
    row.email_secondary !== ''
  );
}

/**
 * A venue's settings, folded under one heading so the multi-row form stays short: codes, colour, the neutral
 * flags (docs/venues.md, "Neutral venues") and the second contacts. Open at first when any is set.
 */
export function VenueSettings({
  row,
  venueLabel,
  message,
  onChange,
}: {
  row: VenueRow;
  venueLabel: string;
  /** The message for one of the row's own paths ("shortcode", "address.email_secondary"), if any. */
  message: (path: string) => string | undefined;
  onChange: (row: VenueRow) => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<string | null>(() => (hasVenueSettings(row) ? 'settings' : null));
  const hasError = [
    'shortcode',
    'longcode',
    'color',
    'address.phone_secondary',
    'address.email_secondary',
  ].some((path) => message(path) !== undefined);
  return (
    <Accordion
      variant="contained"
      radius="md"
      value={hasError ? 'settings' : open}
      onChange={setOpen}
      chevronPosition="right"
    >
      <Accordion.Item value="settings">
        <Accordion.Control
          icon={<IconAdjustments size={18} aria-hidden />}
          aria-label={t('venues.settingsOf', { venue: venueLabel })}
        >
          {t('venues.settings')}
        </Accordion.Control>
        <Accordion.Panel>
          <Stack gap="sm">
            <Checkbox
              label={t('venues.isNeutral')}
              description={t('venues.isNeutralHint')}
              checked={row.is_neutral}
              onChange={(event) => onChange({ ...row, is_neutral: event.currentTarget.checked })}
            />
            <Checkbox
              label={t('venues.forceNeutral')}
              description={t('venues.forceNeutralHint')}
              checked={row.force_neutral}
              onChange={(event) => onChange({ ...row, force_neutral: event.currentTarget.checked })}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput
                label={t('venues.shortcode')}
                description={t('venues.shortcodeHint', { max: SHORTCODE_MAX })}
                maxLength={SHORTCODE_MAX}
                value={row.shortcode}
                error={message('shortcode')}
                onChange={(event) => onChange({ ...row, shortcode: event.currentTarget.value })}
              />
              <TextInput
                label={t('venues.longcode')}
                description={t('venues.longcodeHint')}
                value={row.longcode}
                error={message('longcode')}
                onChange={(event) => onChange({ ...row, longcode: event.currentTarget.value })}
              />
              <ColorInput
                label={t('venues.color')}
                description={t('venues.colorHint')}
                format="hex"
                swatches={[...DIVISION_PALETTE]}
                value={row.color}
                error={message('color')}
                onChange={(color) => onChange({ ...row, color })}
              />
              <TextInput
                label={t('venues.phoneSecondary')}
                type="tel"
                value={row.phone_secondary}
                error={message('address.phone_secondary')}
                onChange={(event) => onChange({ ...row, phone_secondary: event.currentTarget.value })}
              />
              <TextInput
                label={t('venues.emailSecondary')}
                type="email"
                value={row.email_secondary}
                error={message('address.email_secondary')}
                onChange={(event) => onChange({ ...row, email_secondary: event.currentTarget.value })}
              />
            </SimpleGrid>
          </Stack>
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}
