import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { prizesTexts, type PrizeCatalogueItem } from '@fr/contracts/prizes';
import { FactRow } from '../../../components/fact-row';
import { raffleLinkOf } from './prize-catalogue-view';
import { BulletList } from '../../../components/bullet-list';
import { DetailDialog } from '../../../components/detail-dialog';

/**
 * The call to action (spec §2 "affiliate call to action"). A partner offer opens the partner's site in a new tab,
 * marked sponsored, with the disclosure beside it; a raffle prize goes to its raffle card.
 */
function CallToAction({ prize }: { prize: PrizeCatalogueItem }) {
  const t = prizesTexts.prizes;
  if (prize.affiliateUrl) {
    return (
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Button
          component="a"
          href={prize.affiliateUrl}
          target="_blank"
          rel="noopener noreferrer sponsored"
          variant="contained"
          endIcon={<OpenInNewIcon />}
          sx={{ flexShrink: 0 }}
          data-testid="prize-affiliate-link"
        >
          {prize.callToAction}
        </Button>
        <Typography variant="caption" color="text.secondary" data-testid="prize-partner-disclosure">
          {t.partnerDisclosure}
        </Typography>
      </Stack>
    );
  }
  const raffle = raffleLinkOf(prize);
  if (!raffle) return null;
  return (
    <Button component={RouterLink} to={raffle} variant="contained" sx={{ alignSelf: 'flex-start' }} data-testid="prize-raffle-link">
      {prize.callToAction}
    </Button>
  );
}

/** A prize's details (spec §2): the long description, value, tier, requirements, tags and the call to action. */
export function PrizeDetailDialog({ prize, onClose }: { prize: PrizeCatalogueItem | null; onClose: () => void }) {
  const t = prizesTexts.prizes;
  return (
    <DetailDialog item={prize} id="prize-detail-title" title={(prize) => prize.title} closeLabel={t.close} onClose={onClose}>
      {(prize) => (
        <Stack spacing={2}>
          {prize.imageUrl && <Box component="img" src={prize.imageUrl} alt={prize.title} sx={{ width: '100%', borderRadius: 2 }} />}
          <Typography color="text.secondary">{prize.subCategory}</Typography>
          <Typography>{prize.longDescription}</Typography>
          <FactRow label={t.value} value={prize.prizeValue} />
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Chip size="small" label={t.tierRequired(prize.tierRequired)} />
            <Chip size="small" label={t.rarities[prize.rarity]} />
            <Chip size="small" label={t.categories[prize.category]} />
            <Chip size="small" label={t.available(prize.availableQuantity)} />
          </Stack>
          {prize.affiliatePartner && <Typography variant="body2">{t.partner(prize.affiliatePartner)}</Typography>}
          <Typography variant="subtitle2" component="h3">
            {t.requirements}
          </Typography>
          <BulletList items={prize.requirements} icon={<CheckCircleIcon fontSize="small" color="primary" />} testId="prize-requirements" />
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {prize.tags.map((tag) => (
              <Chip key={tag} size="small" variant="outlined" label={`#${tag}`} />
            ))}
          </Stack>
          <CallToAction prize={prize} />
        </Stack>
      )}
    </DetailDialog>
  );
}
