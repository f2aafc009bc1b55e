import ToggleButton from '@mui/material/ToggleButton';
import Typography from '@mui/material/Typography';
import Stack from '@mui/material/Stack';
import DesktopWindowsIcon from '@mui/icons-material/DesktopWindows';
import SmartphoneIcon from '@mui/icons-material/Smartphone';
import { chooseViewMode } from './view-mode';
import { useViewMode } from './view-mode-context';
import { shellTexts } from '@fr/contracts/shell';

const options = [
  { value: 'desktop', icon: <DesktopWindowsIcon fontSize="small" sx={{ mr: 0.75 }} />, label: shellTexts.footer.desktop },
  { value: 'mobile', icon: <SmartphoneIcon fontSize="small" sx={{ mr: 0.75 }} />, label: shellTexts.footer.mobile },
] as const;

export function ViewModeSwitch() {
  const mode = useViewMode();
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
      <Typography variant="body2" color="text.secondary" id="view-mode-label" sx={{ whiteSpace: 'nowrap' }}>
        {shellTexts.footer.viewMode}
      </Typography>
      {/* Two pressed-or-not buttons in a labelled group, not MUI's ToggleButtonGroup: its roving focus registers each
          button with a state update while the page is hydrated, a synchronous render that pulls every waiting
          effect into the same blocking task on the landing page. Tab reaches both buttons. */}
      <Stack direction="row" role="group" aria-labelledby="view-mode-label">
        {options.map(({ value, icon, label }, index) => (
          <ToggleButton
            key={value}
            size="small"
            value={value}
            selected={mode === value}
            onChange={() => {
              if (value !== mode) chooseViewMode(value);
            }}
            data-testid={`view-mode-${value}`}
            sx={
              index === 0
                ? { borderTopRightRadius: 0, borderBottomRightRadius: 0 }
                : { borderTopLeftRadius: 0, borderBottomLeftRadius: 0, ml: '-1px' }
            }
          >
            {icon}
            {label}
          </ToggleButton>
        ))}
      </Stack>
    </Stack>
  );
}
