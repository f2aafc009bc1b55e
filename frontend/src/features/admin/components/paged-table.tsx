import type { ReactNode } from 'react';
import Pagination from '@mui/material/Pagination';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

interface Props {
  /** The table's accessible name. */
  label: string;
  /** The column headings; figures are right-aligned. */
  columns: ReadonlyArray<{ label: string; figures?: boolean }>;
  total: number;
  pageSize: number;
  page: number;
  onPage: (page: number) => void;
  /** The rows of this page. */
  children: ReactNode;
}

/** A compact table of one page of a server-paged list, with the pages under it once there is more than one. */
export function PagedTable({ label, columns, total, pageSize, page, onPage, children }: Props) {
  return (
    <>
      <TableContainer>
        <Table size="small" aria-label={label}>
          <TableHead>
            <TableRow>
              {columns.map((column, index) => (
                <TableCell key={index} align={column.figures ? 'right' : undefined}>
                  {column.label}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>{children}</TableBody>
        </Table>
      </TableContainer>
      {total > pageSize && <Pagination count={Math.ceil(total / pageSize)} page={page} onChange={(_event, next) => onPage(next)} />}
    </>
  );
}
