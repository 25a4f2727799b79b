import { Select } from '@mantine/core';
import { TIME_OPTIONS } from './time-options.ts';

/**
 * The 15-minute, 12-hour time picker: a searchable list, so it works from the keyboard ("5:3" finds
 * 5:30 AM and 5:30 PM). Values are "HH:MM" (24-hour), as the API stores them.
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
  return (
    <Select
      label={label}
      data={TIME_OPTIONS as { value: string; label: string }[]}
      value={value}
      onChange={onChange}
      searchable
      clearable
      w={{ base: '100%', xs: 160 }}
    />
  );
}
