import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { privacyTexts } from '@fr/contracts/privacy';
import { SectionCard } from '../../../components/section-card';
import { useNotify } from '../../../components/notifications/use-notify';
import { errorMessage, serverMessage } from '../../../lib/api-error';
import { useRequestDataExportMutation } from '../../../api/privacy';

/** Starts the browser's download of a built export: the server names the file (Content-Disposition). */
function startDownload(url: string) {
  const link = document.createElement('a');
  link.href = url;
  link.download = '';
  document.body.append(link);
  link.click();
  link.remove();
}

/** "Download my data": a zip of JSON files at once, or, when large, a link by e-mail. */
export function DownloadMyData() {
  const t = privacyTexts.privacy;
  const notify = useNotify();
  const [requestExport, { isLoading }] = useRequestDataExportMutation();
  const download = async () => {
    try {
      const answer = await requestExport().unwrap();
      if (answer.delivery === 'download') {
        startDownload(answer.downloadUrl);
        notify({ title: t.exportReady });
      } else {
        notify({ title: answer.message });
      }
    } catch (error) {
      notify({ title: t.exportFailed, message: serverMessage(error, errorMessage(error)), severity: 'error' });
    }
  };
  return (
    <SectionCard title={t.exportTitle} outlined>
      <Stack spacing={2}>
        <Typography variant="body2" color="text.secondary">
          {t.exportBody}
        </Typography>
        <Button
          variant="outlined"
          disabled={isLoading}
          onClick={() => void download()}
          sx={{ alignSelf: 'flex-start' }}
          data-testid="download-my-data"
        >
          {isLoading ? t.exportPreparing : t.exportButton}
        </Button>
      </Stack>
    </SectionCard>
  );
}
