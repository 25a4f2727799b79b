import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

/** `?switched=1` (after switching organisation or accepting an invitation) reminds the user which organisation they are now working in. */
export function SwitchedAlert() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  if (params.get('switched') !== '1') return null;

  function handleClose() {
    const next = new URLSearchParams(params);
    next.delete('switched');
    setParams(next, { replace: true });
  }

  return (
    <Alert
      color="green"
      withCloseButton
      closeButtonLabel={t('common.close')}
      onClose={handleClose}
      mb="md"
      role="status"
    >
      {t('organization.switched')}
    </Alert>
  );
}
