import { useState, type ReactNode } from 'react';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  analyticsDay,
  analyticsTexts,
  dateRangePresets,
  dateRangeQuerySchema,
  presetRange,
  type DateRangePreset,
} from '@fr/contracts/analytics';

const t = analyticsTexts.range;

export interface DateRangeValue {
  preset: DateRangePreset;
  from: string;
  to: string;
}

/** A range chosen by preset (New York days, as the server counts them), this month to begin with. */
export function useDateRange(initial: DateRangePreset = 'this_month') {
  return useState<DateRangeValue>(() => ({ preset: initial, ...presetRange(initial, analyticsDay(new Date())) }));
}

/** Whether the range can be asked for: both ends set and in order (the server words the rest). */
export const rangeIsValid = (range: DateRangeValue) => dateRangeQuerySchema.safeParse({ from: range.from, to: range.to }).success;

/**
 * The one date-range control of every analytics panel and export (issue 23): a preset, or custom ends, and the zone
 * the days are counted in.
 */
export function DateRangeControl({ value, onChange }: { value: DateRangeValue; onChange: (next: DateRangeValue) => void }) {
  const choose = (preset: DateRangePreset) =>
    onChange(preset === 'custom' ? { ...value, preset } : { preset, ...presetRange(preset, analyticsDay(new Date())) });
  const edit = (end: 'from' | 'to', day: string) => onChange({ ...value, preset: 'custom', [end]: day });
  const reversed = Boolean(value.from && value.to && value.from > value.to);
  return (
    <Stack spacing={1} data-testid="date-range">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <TextField
          select
          size="small"
          label={t.label}
          value={value.preset}
          onChange={(e) => choose(e.target.value as DateRangePreset)}
          sx={{ minWidth: 180 }}
        >
          {dateRangePresets.map((preset) => (
            <MenuItem key={preset} value={preset}>
              {t.presets[preset]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label={analyticsTexts.panels.from}
          type="date"
          size="small"
          value={value.from}
          onChange={(e) => edit('from', e.target.value)}
          error={reversed}
          helperText={reversed ? t.reversed : undefined}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          label={analyticsTexts.panels.to}
          type="date"
          size="small"
          value={value.to}
          onChange={(e) => edit('to', e.target.value)}
          error={reversed}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {t.zoneNote}
      </Typography>
    </Stack>
  );
}

/** A panel under its own date-range control: for the tabs that show one ranged panel. */
export function WithDateRange({ children }: { children: (range: { from: string; to: string }) => ReactNode }) {
  const [range, setRange] = useDateRange();
  return (
    <Stack spacing={2}>
      <DateRangeControl value={range} onChange={setRange} />
      {rangeIsValid(range) && children({ from: range.from, to: range.to })}
    </Stack>
  );
}
