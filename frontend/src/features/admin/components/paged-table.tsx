import type { ReactNode } from 'react';
import Pagination from '@mui/material/Pagination';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

interface Props {
  /** The table's accessible name. */
  label: string;
  /** The header cells. */
  head: ReactNode;
  total: number;
  pageSize: number;
  page: number;
  onPage: (page: number) => void;
  /** The rows of this page. */
  children: ReactNode;
}

/** A compact table of one page of a server-paged list, with the pages under it once there is more than one. */
export function PagedTable({ label, head, total, pageSize, page, onPage, children }: Props) {
  return (
    <>
      <TableContainer>
        <Table size="small" aria-label={label}>
          <TableHead>
            <TableRow>{head}</TableRow>
          </TableHead>
          <TableBody>{children}</TableBody>
        </Table>
      </TableContainer>
      {total > pageSize && <Pagination count={Math.ceil(total / pageSize)} page={page} onChange={(_event, next) => onPage(next)} />}
    </>
  );
}
