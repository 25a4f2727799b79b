import { Button, CopyButton, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The public table's address. */
export const shareUrl = (scheduleId: string) => `${window.location.origin}/embed/${scheduleId}`;

/** An iframe other sites paste to show the public table; `title` names it for screen readers. */
export const embedCode = (scheduleId: string, title: string) =>
  `<iframe src="${shareUrl(scheduleId)}" width="100%" height="600" style="border:0" title="${title.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`)}"></iframe>`;

/** Share link or embed code (the public table, docs/schedules.md), each with a copy button. */
export function ShareDialog(props: {
  scheduleId: string;
  /** The schedule's name: the embedded frame's title. */
  name: string;
  kind: 'link' | 'embed';
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const value = props.kind === 'link' ? shareUrl(props.scheduleId) : embedCode(props.scheduleId, props.name);
  return (
    <Modal
      opened
      onClose={props.onClose}
      title={props.kind === 'link' ? t('schedules.actions.share') : t('schedules.actions.embed')}
    >
      <Stack>
        {props.kind === 'link' ? (
          <TextInput label={t('schedules.actions.share')} value={value} readOnly />
        ) : (
          <Textarea label={t('schedules.actions.embed')} value={value} readOnly autosize minRows={3} />
        )}
        <Text size="xs" c="dimmed">
          {props.kind === 'link' ? t('schedules.actions.shareHint') : t('schedules.actions.embedHint')}
        </Text>
        <CopyButton value={value}>
          {({ copied, copy }) => (
            <Button onClick={copy}>
              {copied ? t('schedules.export.copied') : t('schedules.export.copy')}
            </Button>
          )}
        </CopyButton>
      </Stack>
    </Modal>
  );
}
