import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { roleMayCall, type AdminRole } from '@fr/contracts/admin';
import { apiRoutes } from '@fr/contracts/api-routes';
import { SUPPORT_ANSWER_MAX, legalTexts, supportTicketStatuses, type SupportTicket, type SupportTicketStatus } from '@fr/contracts/legal';
import { DetailDialog } from '../../../components/detail-dialog';
import { QueryState } from '../../../components/query-state';
import { useAnswerSupportTicketMutation, useCloseSupportTicketMutation, useGetSupportTicketsQuery } from '../../../api/legal';
import { errorMessage, serverMessage } from '../../../lib/api-error';
import { browserTimeZone, formatDateTime } from '../../../lib/format';
import { PersonLabel } from '../components/person-label';
import { shellTexts } from '@fr/contracts/shell';

const t = legalTexts.support.admin;
const topics = legalTexts.support.form.topics;
const statusColor = { open: 'warning', answered: 'info', closed: 'default' } as const;

const sender = (ticket: SupportTicket) =>
  [ticket.player?.name ?? t.visitor, ticket.name, ticket.email ?? t.erased].filter((part): part is string => Boolean(part)).join(' · ');

/**
 * Who wrote: the player's account by name and e-mail, with the name typed in and the answer address when it is
 * another; a visitor by what they typed.
 */
function Sender({ ticket }: { ticket: SupportTicket }) {
  if (!ticket.player) return <>{sender(ticket)}</>;
  const extra = [ticket.name, ticket.email !== ticket.player.email ? ticket.email : null].filter((part): part is string => Boolean(part));
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <PersonLabel person={ticket.player} />
      {extra.length > 0 && (
        <Typography component="span" variant="body2" color="text.secondary">
          · {extra.join(' · ')}
        </Typography>
      )}
    </Stack>
  );
}

/** One ticket: the message, the answers sent, and (for the admin role) an answer by e-mail and closing. */
function TicketDialog({ ticket, mayAnswer, onClose }: { ticket: SupportTicket | null; mayAnswer: boolean; onClose: () => void }) {
  const [text, setText] = useState('');
  const [answer, answering] = useAnswerSupportTicketMutation();
  const [close, closing] = useCloseSupportTicketMutation();
  const [outcome, setOutcome] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const zone = browserTimeZone();
  const act = async (run: () => Promise<unknown>, done: string) => {
    try {
      await run();
      setOutcome({ severity: 'success', text: done });
      setText('');
    } catch (error) {
      setOutcome({ severity: 'error', text: serverMessage(error, errorMessage(error)) });
    }
  };
  return (
    <DetailDialog
      item={ticket}
      id="support-ticket-title"
      title={(item) => `${topics[item.topic]} · ${sender(item)}`}
      closeLabel={t.dismiss}
      onClose={() => {
        setOutcome(null);
        onClose();
      }}
      actions={(item) =>
        mayAnswer &&
        item.status !== 'closed' && (
          <>
            <Button onClick={() => void act(() => close(item.ticketId).unwrap(), t.closed)} disabled={closing.isLoading}>
              {t.close}
            </Button>
            <Button
              variant="contained"
              disabled={answering.isLoading || !text.trim() || !item.email}
              onClick={() => void act(() => answer({ ticketId: item.ticketId, text }).unwrap(), t.answered)}
            >
              {answering.isLoading ? t.sending : t.send}
            </Button>
          </>
        )
      }
    >
      {(item) => (
        <Stack spacing={2}>
          <Typography variant="caption" color="text.secondary">
            {formatDateTime(item.openedAt, zone)}
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-wrap' }} data-testid="support-message">
            {item.message ?? t.erased}
          </Typography>
          {item.answers.length > 0 && (
            <Stack spacing={1}>
              <Typography variant="subtitle2">{t.answers}</Typography>
              {item.answers.map((a) => (
                <Stack key={a.sentAt + a.text} spacing={0.25}>
                  <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                    <Typography variant="caption" color="text.secondary">
                      {formatDateTime(a.sentAt, zone)} · {t.answeredBy}
                    </Typography>
                    <PersonLabel person={a.by} showEmail={false} />
                  </Stack>
                  <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
                    {a.text}
                  </Typography>
                </Stack>
              ))}
            </Stack>
          )}
          {mayAnswer && item.status !== 'closed' && (
            <TextField
              label={t.answerLabel}
              multiline
              minRows={4}
              value={text}
              onChange={(e) => setText(e.target.value)}
              helperText={item.email ? undefined : t.noAddress}
              slotProps={{ htmlInput: { maxLength: SUPPORT_ANSWER_MAX } }}
            />
          )}
          {outcome && <Alert severity={outcome.severity}>{outcome.text}</Alert>}
        </Stack>
      )}
    </DetailDialog>
  );
}

/** Issue 21: the support tickets the contact form opened, newest first; admins answer them by e-mail and close them. */
export function SupportTab({ role }: { role: AdminRole }) {
  const [status, setStatus] = useState<SupportTicketStatus | 'all'>('all');
  const [openId, setOpenId] = useState<string | null>(null);
  const tickets = useGetSupportTicketsQuery(status);
  const mayAnswer = roleMayCall(apiRoutes.adminAnswerSupportTicket, role);
  const open = tickets.data?.tickets.find((ticket) => ticket.ticketId === openId) ?? null;
  const zone = browserTimeZone();
  return (
    <Stack spacing={2}>
      <TextField
        select
        label={t.filter}
        value={status}
        onChange={(e) => setStatus(e.target.value as SupportTicketStatus | 'all')}
        sx={{ maxWidth: 240 }}
      >
        <MenuItem value="all">{t.all}</MenuItem>
        {supportTicketStatuses.map((value) => (
          <MenuItem key={value} value={value}>
            {t.statuses[value]}
          </MenuItem>
        ))}
      </TextField>
      <QueryState query={tickets} failed={shellTexts.app.loadFailed} isEmpty={(data) => data.tickets.length === 0} emptyText={t.empty}>
        {(data) => (
          <Table size="small" aria-label={t.title}>
            <TableHead>
              <TableRow>
                <TableCell>{t.columns.opened}</TableCell>
                <TableCell>{t.columns.from}</TableCell>
                <TableCell>{t.columns.topic}</TableCell>
                <TableCell>{t.columns.status}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {data.tickets.map((ticket) => (
                <TableRow key={ticket.ticketId} data-testid={`support-ticket-${ticket.ticketId}`}>
                  <TableCell>{formatDateTime(ticket.openedAt, zone)}</TableCell>
                  <TableCell sx={{ wordBreak: 'break-all' }}>
                    <Sender ticket={ticket} />
                  </TableCell>
                  <TableCell>{topics[ticket.topic]}</TableCell>
                  <TableCell>
                    <Chip size="small" color={statusColor[ticket.status]} label={t.statuses[ticket.status]} />
                  </TableCell>
                  <TableCell>
                    <Button size="small" onClick={() => setOpenId(ticket.ticketId)}>
                      {t.open}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </QueryState>
      <TicketDialog ticket={open} mayAnswer={mayAnswer} onClose={() => setOpenId(null)} />
    </Stack>
  );
}
