import type { ShareKind } from '@app/contracts';
import {
  Alert,
  Button,
  CopyButton,
  Group,
  Loader,
  Modal,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../lib/notify.ts';
import { useLeagueInfo } from '../lib/session.ts';
import { useShareLink, useShareLinkChanges } from '../queries/use-share-links.ts';
import { confirmDelete } from './confirm-delete.tsx';
import { PlanLimitNotice, planLimitOf, SHARE_LINKS_PAID } from './plan-limit-notice.tsx';

/** What the dialog says of a thing without a link, and of what its link shows, by kind. */
const NONE_KEYS = {
  schedule: 'shareLinks.none.schedule',
  team: 'shareLinks.none.team',
  standings: 'shareLinks.none.standings',
} as const;
const HINT_KEYS = {
  schedule: 'shareLinks.hint.schedule',
  team: 'shareLinks.hint.team',
  standings: 'shareLinks.hint.standings',
} as const;

/** Escapes a text for an HTML attribute in double quotes. */
const attribute = (text: string) => text.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`);

/** The iframe other sites paste to show the shared page; `title` names the frame for screen readers. */
export const embedCode = (url: string, title: string) =>
  `<iframe src="${attribute(url)}" width="100%" height="600" style="border:0" title="${attribute(title)}"></iframe>`;

/** A read-only field with its Copy button. */
function CopyField({ label, value, multiline }: { label: string; value: string; multiline?: boolean }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      {multiline ? (
        <Textarea label={label} value={value} readOnly rows={4} />
      ) : (
        <TextInput label={label} value={value} readOnly />
      )}
      <CopyButton value={value}>
        {({ copied, copy }) => (
          <Button
            size="xs"
            variant="default"
            style={{ alignSelf: 'flex-start' }}
            leftSection={copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
            onClick={copy}
            aria-label={t('shareLinks.copyNamed', { name: label })}
          >
            {copied ? t('shareLinks.copied') : t('shareLinks.copy')}
          </Button>
        )}
      </CopyButton>
    </Stack>
  );
}

/**
 * The share dialog of a schedule, a team or a season's standings (docs/share-links.md): made on demand, it
 * shows the link, the embed code and (schedules and teams) the calendar address, each with a Copy button,
 * and Rotate and Revoke, both after confirmation. Managers only: the page shows the button to them alone.
 */
export function ShareLinkDialog(props: {
  kind: ShareKind;
  targetId: string;
  name: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const link = useShareLink(props.targetId);
  const changes = useShareLinkChanges(props.kind, props.targetId);
  const failed = (title: string) => (failure: Error) => notifyError(failure.message, { title });
  const current = link.data;
  // Share links and their embed code are paid (docs/free-tier-limits.md): a free organisation sees the
  // paid-feature notice instead of the Make and Rotate buttons; a link made while it paid keeps working.
  const upgraded = useLeagueInfo().data?.current_organization.upgraded !== false;
  const refused = planLimitOf(changes.create.error) ?? planLimitOf(changes.rotate.error);
  const paidNotice = !upgraded || refused ? <PlanLimitNotice limit={refused ?? SHARE_LINKS_PAID} /> : null;

  const rotate = (id: string) =>
    confirmDelete(t, {
      title: t('shareLinks.rotateTitle'),
      message: t('shareLinks.rotateMessage'),
      confirmLabel: t('shareLinks.rotate'),
      onConfirm: () => changes.rotate.mutate(id, { onError: failed(t('shareLinks.rotateFailed')) }),
    });
  const revoke = (id: string) =>
    confirmDelete(t, {
      title: t('shareLinks.revokeTitle'),
      message: t('shareLinks.revokeMessage'),
      confirmLabel: t('shareLinks.revoke'),
      onConfirm: () => changes.revoke.mutate(id, { onError: failed(t('shareLinks.revokeFailed')) }),
    });

  return (
    <Modal opened onClose={props.onClose} title={t('shareLinks.title', { name: props.name })} size="lg">
      {link.error ? (
        <Alert color="red">{t('shareLinks.loadFailed')}</Alert>
      ) : link.isPending ? (
        <Loader size="sm" />
      ) : !current && paidNotice ? (
        paidNotice
      ) : !current ? (
        <Stack gap="sm">
          <Text size="sm">{t(NONE_KEYS[props.kind])}</Text>
          <Button
            style={{ alignSelf: 'flex-start' }}
            loading={changes.create.isPending}
            onClick={() =>
              changes.create.mutate(undefined, { onError: failed(t('shareLinks.createFailed')) })
            }
          >
            {t('shareLinks.create')}
          </Button>
        </Stack>
      ) : (
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t(HINT_KEYS[props.kind])}
          </Text>
          <CopyField label={t('shareLinks.link')} value={current.url} />
          <CopyField label={t('shareLinks.embed')} value={embedCode(current.url, props.name)} multiline />
          {current.calendar_url ? (
            <CopyField label={t('shareLinks.calendar')} value={current.calendar_url} />
          ) : null}
          {paidNotice}
          <Group gap="xs">
            {paidNotice ? null : (
              <Button variant="default" loading={changes.rotate.isPending} onClick={() => rotate(current.id)}>
                {t('shareLinks.rotate')}
              </Button>
            )}
            <Button
              color="red"
              variant="light"
              loading={changes.revoke.isPending}
              onClick={() => revoke(current.id)}
            >
              {t('shareLinks.revoke')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
