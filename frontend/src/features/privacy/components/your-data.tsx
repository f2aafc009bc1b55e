import Stack from '@mui/material/Stack';
import { DeleteMyAccount } from './delete-my-account';
import { DownloadMyData } from './download-my-data';

/** "Your data" in Settings: the profile feature shows it where the router hands it in (app/router.tsx). */
export function YourData() {
  return (
    <Stack spacing={2}>
      <DownloadMyData />
      <DeleteMyAccount />
    </Stack>
  );
}
