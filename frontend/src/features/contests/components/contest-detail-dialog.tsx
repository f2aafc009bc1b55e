import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { contestsTexts, isExternalLink, type Contest } from '@fr/contracts/contests';
import { FactRow } from '../../../components/fact-row';
import { AffiliateDisclosure } from './affiliate-disclosure';
import { BulletList } from '../../../components/bullet-list';
import { DetailDialog } from '../../../components/detail-dialog';

interface Props {
  contest: Contest | null;
  onClose: () => void;
  onJoin: (contest: Contest) => void;
  joining: boolean;
}

/**
 * A contest's details (spec §2): the prize, when entries lock, the requirements and "Join on {platform}". A partner
 * link carries the disclosure right beside its button.
 */
export function ContestDetailDialog({ contest, onClose, onJoin, joining }: Props) {
  const t = contestsTexts.contests;
  const partner = contest !== null && isExternalLink(contest.affiliateUrl);
  return (
    <DetailDialog item={contest} id="contest-detail-title" title={(contest) => contest.title} closeLabel={t.close} onClose={onClose}>
      {(contest) => (
        <Stack spacing={2}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Chip size="small" color="primary" label={contest.platform} />
            <Chip size="small" label={t.frequencies[contest.frequency]} />
            {contest.sports.map((sport) => (
              <Chip key={sport} size="small" variant="outlined" label={sport} />
            ))}
          </Stack>
          <Typography>{contest.description}</Typography>
          <FactRow label={t.prize} value={`${contest.prize} · ${t.prizePool(contest.prizeValue)}`} />
          <Typography variant="body2">{t.endsIn(contest.timeRemaining)}</Typography>
          <Typography variant="body2" color="text.secondary">
            {t.participants(contest.participants)}
          </Typography>
          <Typography variant="subtitle2" component="h3">
            {t.requirements}
          </Typography>
          <BulletList
            items={contest.requirements}
            icon={<CheckCircleIcon fontSize="small" color="primary" />}
            testId="contest-requirements"
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
            <Button
              variant="contained"
              onClick={() => onJoin(contest)}
              disabled={joining}
              endIcon={partner ? <OpenInNewIcon aria-hidden /> : undefined}
              aria-describedby={partner ? 'contest-join-disclosure' : undefined}
              title={partner ? t.opensNewTab : undefined}
              sx={{ flexShrink: 0 }}
              data-testid="contest-join"
            >
              {t.join(contest.platform)}
            </Button>
            {partner && <AffiliateDisclosure id="contest-join-disclosure" />}
          </Stack>
        </Stack>
      )}
    </DetailDialog>
  );
}
