import { Button, Paper, Stack, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { type DragEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A drop area for one file: drag a file onto it, or press its button (keyboard users) to open the file
 * chooser. The chooser is reset after each pick, so the same file can be chosen again once it is fixed.
 */
export function FileDropZone({
  label,
  hint,
  accept,
  isBusy,
  isDisabled = false,
  onFile,
}: {
  /** Names the hidden file input, for assistive technology. */
  label: string;
  hint: string;
  accept: string;
  isBusy: boolean;
  isDisabled?: boolean;
  onFile: (file: File) => void;
}) {
  const { t } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  const [isOver, setIsOver] = useState(false);
  const isIdle = !isBusy && !isDisabled;

  function handleDragOver(event: DragEvent) {
    event.preventDefault();
    if (isIdle) setIsOver(true);
  }

  function handleDrop(event: DragEvent) {
    event.preventDefault();
    setIsOver(false);
    const file = event.dataTransfer.files[0];
    if (file && isIdle) onFile(file);
  }

  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      onDragOver={handleDragOver}
      onDragLeave={() => setIsOver(false)}
      onDrop={handleDrop}
      style={{
        borderStyle: 'dashed',
        borderWidth: 2,
        borderColor: isOver ? 'var(--mantine-primary-color-filled)' : undefined,
        backgroundColor: isOver ? 'var(--mantine-primary-color-light)' : undefined,
      }}
    >
      <Stack align="center" gap="xs">
        <IconUpload size={28} aria-hidden color="var(--mantine-color-dimmed)" />
        <Text size="sm" c="dimmed" ta="center">
          {hint}
        </Text>
        <Button
          size="xs"
          variant="light"
          loading={isBusy}
          disabled={isDisabled}
          onClick={() => inputRef.current?.click()}
        >
          {t('imports.chooseFile')}
        </Button>
        <input
          ref={inputRef}
          type="file"
          accept={accept}
          aria-label={label}
          hidden
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            event.currentTarget.value = '';
            if (file) onFile(file);
          }}
        />
      </Stack>
    </Paper>
  );
}
