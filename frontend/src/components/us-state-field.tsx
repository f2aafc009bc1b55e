import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { usStateNames, usStates, type UsState } from '@fr/contracts/eligibility';

type Props = Omit<TextFieldProps, 'select' | 'children' | 'onChange' | 'value'> & {
  value: string;
  onChange: (state: string) => void;
  /** How an option reads; the state's name by default. */
  optionLabel?: (code: UsState) => string;
  testId?: string;
};

/** A required select of the 50 states and DC, as the eligibility declaration and the shipping address ask for them. */
export function UsStateField({ value, onChange, optionLabel = (code) => usStateNames[code], testId, slotProps, ...field }: Props) {
  return (
    <TextField
      {...field}
      select
      value={value}
      onChange={(event) => onChange(event.target.value)}
      required
      slotProps={{
        ...slotProps,
        select: { native: true },
        inputLabel: { shrink: true },
        htmlInput: testId ? { 'data-testid': testId } : undefined,
      }}
    >
      <option value="" disabled />
      {usStates.map((code) => (
        <option key={code} value={code}>
          {optionLabel(code)}
        </option>
      ))}
    </TextField>
  );
}
