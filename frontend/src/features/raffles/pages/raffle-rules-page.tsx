import { Link as RouterLink, useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { rafflesTexts, type OfficialRulesResponse } from '@fr/contracts/raffles';
import { clientRoutes } from '@fr/contracts/shell';
import { ErrorState } from '../../../components/error-state';
import { FactRow } from '../../../components/fact-row';
import { LoadingState } from '../../../components/loading-state';
import { errorMessage, isApiError, serverMessage } from '../../../lib/api-error';
import { useGetRaffleRulesQuery } from '../../../api/raffles';
import { formatDrawTime } from '../../../lib/format';
import { useTimeZone } from '../../../hooks/use-time-zone';
import { PageHeader } from '../../../components/page-header';

function Rules({ rules }: { rules: OfficialRulesResponse }) {
  const t = rafflesTexts;
  const zone = useTimeZone();
  return (
    <Stack spacing={3}>
      <PageHeader overline={t.rules.title} title={rules.raffleName} />
      <Stack spacing={1} sx={{ maxWidth: 560 }}>
        <FactRow label={rules.prize.title} value={rules.prize.prizeValue} />
        <FactRow label={t.raffles.nextDraw} value={formatDrawTime(rules.nextDraw, zone)} />
      </Stack>
      <Card>
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          <Stack spacing={3}>
            {rules.sections.map((section) => (
              <Stack component="section" key={section.heading} spacing={1} aria-label={section.heading} data-testid="rules-section">
                <Typography variant="h6" component="h2">
                  {section.heading}
                </Typography>
                {section.paragraphs.map((paragraph) => (
                  <Typography key={paragraph} variant="body2">
                    {paragraph}
                  </Typography>
                ))}
              </Stack>
            ))}
          </Stack>
        </CardContent>
      </Card>
    </Stack>
  );
}

/** A raffle's official rules (issue 10): sponsor, eligibility, entry, schedule, odds, prize, claim and fairness. */
export function RaffleRulesPage() {
  const { raffleId = '' } = useParams();
  const rules = useGetRaffleRulesQuery(raffleId);
  const body = () => {
    if (rules.isLoading) return <LoadingState />;
    if (rules.data) return <Rules rules={rules.data} />;
    if (isApiError(rules.error) && rules.error.status === 404) {
      return <Alert severity="warning">{serverMessage(rules.error, errorMessage(rules.error))}</Alert>;
    }
    return <ErrorState message={errorMessage(rules.error)} onRetry={() => void rules.refetch()} />;
  };
  return (
    <Stack spacing={2}>
      <Button component={RouterLink} to={clientRoutes.raffles} startIcon={<ArrowBackIcon />} sx={{ alignSelf: 'flex-start' }}>
        {rafflesTexts.rules.back}
      </Button>
      {body()}
    </Stack>
  );
}
