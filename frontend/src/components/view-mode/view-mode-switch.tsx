import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import Stack from '@mui/material/Stack';
import DesktopWindowsIcon from '@mui/icons-material/DesktopWindows';
import SmartphoneIcon from '@mui/icons-material/Smartphone';
import { chooseViewMode } from './view-mode';
import { useViewMode } from './view-mode-context';
import { shellTexts } from '@fr/contracts/shell';

export function ViewModeSwitch() {
  const mode = useViewMode();
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
      <Typography variant="body2" color="text.secondary" id="view-mode-label" sx={{ whiteSpace: 'nowrap' }}>
        {shellTexts.footer.viewMode}
      </Typography>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={mode}
        aria-labelledby="view-mode-label"
        onChange={(_event, next) => {
          if (next && next !== mode) chooseViewMode(next);
        }}
      >
        <ToggleButton value="desktop" data-testid="view-mode-desktop">
          <DesktopWindowsIcon fontSize="small" sx={{ mr: 0.75 }} />
          {shellTexts.footer.desktop}
        </ToggleButton>
        <ToggleButton value="mobile" data-testid="view-mode-mobile">
          <SmartphoneIcon fontSize="small" sx={{ mr: 0.75 }} />
          {shellTexts.footer.mobile}
        </ToggleButton>
      </ToggleButtonGroup>
    </Stack>
  );
}
