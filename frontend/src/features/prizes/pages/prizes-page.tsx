import { useState } from 'react';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { prizeCategoryFilters, prizesTexts, type PrizeCatalogueItem } from '@fr/contracts/prizes';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { useViewMode } from '../../../components/view-mode/view-mode-context';
import { useGetPrizeCatalogueQuery } from '../../../api/prizes';
import { PrizeCard } from '../components/prize-card';
import { catalogueView, type CategoryFilter } from '../components/prize-catalogue-view';
import { PrizeDetailDialog } from '../components/prize-detail-dialog';

const PANEL_ID = 'prize-category-panel';

/** The Prizes page (spec §2): the featured prizes, the category filter over the catalogue, and each prize's details. */
export function PrizesPage() {
  const t = prizesTexts.prizes;
  const mobile = useViewMode() === 'mobile';
  const catalogue = useGetPrizeCatalogueQuery();
  const [category, setCategory] = useState<CategoryFilter>('all');
  const [open, setOpen] = useState<PrizeCatalogueItem | null>(null);
  const cardSize = mobile ? 12 : { xs: 12, sm: 6, lg: 3 };

  const body = () => {
    if (catalogue.isLoading) return <LoadingState />;
    if (!catalogue.data) return <ErrorState message={t.loadFailed} onRetry={() => void catalogue.refetch()} />;
    const { featured, prizes } = catalogueView(catalogue.data, category);
    return (
      <>
        {featured.length > 0 && (
          <Stack component="section" spacing={2} aria-labelledby="featured-prizes-title">
            <Typography variant="h5" component="h2" id="featured-prizes-title">
              {t.featured}
            </Typography>
            <Grid container spacing={2}>
              {featured.map((prize) => (
                <Grid key={prize.id} size={cardSize}>
                  <PrizeCard prize={prize} featured onOpen={() => setOpen(prize)} />
                </Grid>
              ))}
            </Grid>
          </Stack>
        )}
        <Stack component="section" spacing={2} aria-labelledby="all-prizes-title">
          <Typography variant="h5" component="h2" id="all-prizes-title">
            {t.all}
          </Typography>
          <Tabs
            value={category}
            onChange={(_event, next: CategoryFilter) => setCategory(next)}
            variant="scrollable"
            scrollButtons="auto"
            allowScrollButtonsMobile
            aria-label={t.categoryFilter}
            sx={{ borderBottom: 1, borderColor: 'divider' }}
          >
            {prizeCategoryFilters.map((key) => (
              <Tab key={key} value={key} label={t.categories[key]} id={`prize-tab-${key}`} aria-controls={PANEL_ID} />
            ))}
          </Tabs>
          <div role="tabpanel" id={PANEL_ID} aria-labelledby={`prize-tab-${category}`}>
            {prizes.length === 0 ? (
              <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
                {t.empty}
              </Typography>
            ) : (
              <Grid container spacing={2}>
                {prizes.map((prize) => (
                  <Grid key={prize.id} size={cardSize}>
                    <PrizeCard prize={prize} onOpen={() => setOpen(prize)} />
                  </Grid>
                ))}
              </Grid>
            )}
          </div>
        </Stack>
      </>
    );
  };

  return (
    <Stack spacing={4}>
      <div>
        <Typography variant="h4" component="h1">
          {t.title}
        </Typography>
        <Typography color="text.secondary">{t.subtitle}</Typography>
      </div>
      {body()}
      <PrizeDetailDialog prize={open} onClose={() => setOpen(null)} />
    </Stack>
  );
}
