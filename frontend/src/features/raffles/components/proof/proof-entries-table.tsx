import { useState } from 'react';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import { rafflesTexts, type DrawProofResponse } from '@fr/contracts/raffles';
import { formatNumber } from '../../../../lib/format';

/** Rows per page: a draw can hold many thousands of entries, which one table would render all at once. */
export const PROOF_ENTRIES_PAGE_SIZE = 25;

const mono = { fontFamily: 'monospace', wordBreak: 'break-all' } as const;

/** The frozen entry list, a page at a time; it opens on the page holding the player's own entry. */
export function ProofEntriesTable({ proof }: { proof: DrawProofResponse }) {
  const t = rafflesTexts.proof;
  const { entries, yourPseudonym } = proof;
  const [page, setPage] = useState(() => {
    const yours = entries.findIndex((entry) => entry.pseudonym === yourPseudonym);
    return yours < 0 ? 0 : Math.floor(yours / PROOF_ENTRIES_PAGE_SIZE);
  });
  const shown = entries.slice(page * PROOF_ENTRIES_PAGE_SIZE, (page + 1) * PROOF_ENTRIES_PAGE_SIZE);
  return (
    <>
      <TableContainer>
        <Table size="small" aria-label={t.entries} data-testid="proof-entries">
          <TableHead>
            <TableRow>
              <TableCell>{t.entry}</TableCell>
              <TableCell>{t.pseudonym}</TableCell>
              <TableCell align="right">{t.tickets}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map((entry) => {
              const yours = yourPseudonym !== null && entry.pseudonym === yourPseudonym;
              return (
                <TableRow key={entry.entryId} selected={yours} data-testid="proof-entry" data-yours={yours || undefined}>
                  <TableCell sx={mono}>{entry.entryId}</TableCell>
                  <TableCell sx={mono}>
                    {entry.pseudonym}
                    {yours && <Chip size="small" color="primary" label={t.you} sx={{ ml: 1 }} />}
                  </TableCell>
                  <TableCell align="right">{formatNumber(entry.tickets)}</TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      {entries.length > PROOF_ENTRIES_PAGE_SIZE && (
        <TablePagination
          component="div"
          count={entries.length}
          page={page}
          onPageChange={(_event, next) => setPage(next)}
          rowsPerPage={PROOF_ENTRIES_PAGE_SIZE}
          rowsPerPageOptions={[]}
        />
      )}
    </>
  );
}
