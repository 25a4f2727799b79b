import { Button } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';

/** What a page's Delete runs: `request` opens the confirmation (naming what goes too), then deletes. */
export interface DeleteAction {
  isPending: boolean;
  request: () => void;
}

/** A record page's red Delete button, for managers, busy while the delete runs. */
export function DeleteButton({ action, label }: { action: DeleteAction; label: string }) {
  return (
    <Button
      color="red"
      variant="light"
      leftSection={<IconTrash size={16} />}
      loading={action.isPending}
      onClick={action.request}
    >
      {label}
    </Button>
  );
}
