import { LeagueUpdateSchema } from '@app/contracts';
import { Button, Group, TextInput } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../lib/api-error.ts';
import { zodFieldErrors } from '../lib/field-message.ts';
import { notifyError } from '../lib/notify.ts';
import { serverFieldErrors } from '../lib/server-field-errors.ts';

// League and season renames take the same body ({name}); one schema checks both, as the server does.
const RenameSchema = LeagueUpdateSchema;

/**
 * A league or season name (`children` shows it) with an Edit button that turns it into an inline form.
 * Escape or Cancel leaves it unchanged; the server's field errors show on the input.
 */
export function EditableName({
  name,
  label,
  editLabel,
  canEdit,
  onSave,
  children,
}: {
  name: string;
  /** The input's label, e.g. "League name". */
  label: string;
  /** The Edit button's accessible name, naming what it edits, e.g. "Rename Spring 2026". */
  editLabel: string;
  canEdit: boolean;
  onSave: (name: string) => Promise<unknown>;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [isSaving, setIsSaving] = useState(false);

  function close() {
    setDraft(null);
    setError(undefined);
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = RenameSchema.safeParse({ name: draft ?? '' });
    if (!parsed.success) {
      setError(zodFieldErrors(t, parsed.error).name);
      return;
    }
    setIsSaving(true);
    try {
      await onSave(parsed.data.name);
      close();
    } catch (failure) {
      if (isApiError(failure)) setError(serverFieldErrors(t, failure.errors).name);
      notifyError(failure instanceof Error ? failure.message : String(failure), {
        title: t('leagues.renameFailed'),
      });
    } finally {
      setIsSaving(false);
    }
  }

  if (draft === null) {
    return (
      <Group gap="xs" align="center" wrap="nowrap" miw={0}>
        {children}
        {canEdit ? (
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconPencil size={14} />}
            aria-label={editLabel}
            onClick={() => setDraft(name)}
            style={{ flexShrink: 0 }}
          >
            {t('common.edit')}
          </Button>
        ) : null}
      </Group>
    );
  }

  return (
    <form onSubmit={handleSubmit} noValidate style={{ flex: 1 }}>
      <Group align="flex-start" gap="xs">
        <TextInput
          label={label}
          value={draft}
          error={error}
          onChange={(event) => {
            setDraft(event.currentTarget.value);
            setError(undefined);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Escape') close();
          }}
          autoFocus
          style={{ flex: 1, minWidth: 180 }}
        />
        <Group gap="xs" mt={25}>
          <Button type="submit" loading={isSaving}>
            {t('common.save')}
          </Button>
          <Button variant="default" onClick={close}>
            {t('common.cancel')}
          </Button>
        </Group>
      </Group>
    </form>
  );
}
