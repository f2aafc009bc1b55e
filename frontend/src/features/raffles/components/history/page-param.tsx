import { useSearchParams } from 'react-router-dom';
import Pagination from '@mui/material/Pagination';
import { rafflesTexts } from '@fr/contracts/raffles';

/** The page of a paged list, kept in the address (`?page=`) so a reload and the back button find it again. */
export function usePageParam(): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('page'));
  const page = Number.isInteger(asked) && asked >= 1 ? asked : 1;
  const setPage = (next: number) => setParams(next === 1 ? {} : { page: String(next) });
  return [page, setPage];
}

/** Page numbers under a paged list; nothing when everything fits on one page. */
export function Pager({
  page,
  pageSize,
  total,
  onChange,
  testId,
}: {
  page: number;
  pageSize: number;
  total: number;
  onChange: (page: number) => void;
  testId: string;
}) {
  const pages = Math.ceil(total / pageSize);
  if (pages <= 1) return null;
  return (
    <Pagination
      count={pages}
      page={page}
      onChange={(_event, next) => {
        onChange(next);
        window.scrollTo({ top: 0 });
      }}
      color="primary"
      sx={{ alignSelf: 'center' }}
      getItemAriaLabel={(type, item) => (type === 'page' ? `${rafflesTexts.pager.label}: ${item}` : type)}
      data-testid={testId}
    />
  );
}
