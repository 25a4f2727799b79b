import { Select } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { timeOptions } from './time-options.ts';

/**
 * The 15-minute time picker, 12-hour in English and 24-hour in Japanese: a searchable list, so it works from
 * the keyboard ("5:3" finds 5:30 AM and 5:30 PM). Values are "HH:MM" (24-hour), as the API stores them.
 */
export function TimeSelect({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string | null;
  onChange: (value: string | null) => void;
}) {
  const { i18n } = useTranslation();
  const data = useMemo(() => timeOptions(i18n.language), [i18n.language]);
  return (
    <Select
      label={label}
      data={data}
      value={value}
      onChange={onChange}
      searchable
      clearable
      w={{ base: '100%', xs: 160 }}
    />
  );
}
