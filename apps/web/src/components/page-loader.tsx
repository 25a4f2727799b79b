import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The loading state of a page or section; announced to screen readers. */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <Center py="xl" role="status" aria-label={t('common.loading')}>
      <Loader />
    </Center>
  );
}
