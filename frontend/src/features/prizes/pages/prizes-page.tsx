import { useState } from 'react';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { prizeCategoryFilters, prizesTexts, type PrizeCatalogueItem } from '@fr/contracts/prizes';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { useViewMode } from '../../../components/view-mode/view-mode-context';
import { useGetPrizeCatalogueQuery } from '../../../api/prizes';
import { PrizeCard } from '../components/prize-card';
import { catalogueView, type CategoryFilter } from '../components/prize-catalogue-view';
import { PrizeDetailDialog } from '../components/prize-detail-dialog';
import { PageHeader } from '../../../components/page-header';
import { EmptyState } from '../../../components/empty-state';
import { TabBar, TabPanel } from '../../../components/tab-bar';

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
          <TabBar
            name="prize"
            tabs={prizeCategoryFilters}
            value={category}
            onChange={setCategory}
            labels={t.categories}
            label={t.categoryFilter}
          />
          <TabPanel name="prize" value={category}>
            {prizes.length === 0 ? (
              <EmptyState card={false} text={t.empty} />
            ) : (
              <Grid container spacing={2}>
                {prizes.map((prize) => (
                  <Grid key={prize.id} size={cardSize}>
                    <PrizeCard prize={prize} onOpen={() => setOpen(prize)} />
                  </Grid>
                ))}
              </Grid>
            )}
          </TabPanel>
        </Stack>
      </>
    );
  };

  return (
    <Stack spacing={4}>
      <PageHeader title={t.title} subtitle={t.subtitle} />
      {body()}
      <PrizeDetailDialog prize={open} onClose={() => setOpen(null)} />
    </Stack>
  );
}
