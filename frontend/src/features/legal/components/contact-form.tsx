import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  SUPPORT_MESSAGE_MAX,
  SUPPORT_MESSAGE_MIN,
  SUPPORT_NAME_MAX,
  legalTexts,
  supportTopics,
  type SupportTopic,
} from '@fr/contracts/legal';
import { useSignedIn } from '../../../api/accounts';
import { useCreateSupportTicketMutation } from '../../../api/legal';
import { errorMessage, serverMessage } from '../../../lib/api-error';
import { SectionCard } from '../../../components/section-card';

const t = legalTexts.support.form;

/** The contact form: a message becomes a support ticket that an admin answers by e-mail. */
export function ContactForm() {
  const signedIn = useSignedIn();
  const [send, { isLoading }] = useCreateSupportTicketMutation();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [topic, setTopic] = useState<SupportTopic | ''>('');
  const [message, setMessage] = useState('');
  const [website, setWebsite] = useState('');
  const [outcome, setOutcome] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!topic) return setOutcome({ severity: 'error', text: t.topicRequired });
    try {
      const sent = await send({ name, email, topic, message, website }).unwrap();
      setOutcome({ severity: 'success', text: sent.message });
      setMessage('');
    } catch (error) {
      setOutcome({ severity: 'error', text: serverMessage(error, errorMessage(error)) });
    }
  };

  return (
    <SectionCard title={t.heading} outlined>
      <Stack component="form" spacing={2} onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          label={t.name}
          value={name}
          onChange={(e) => setName(e.target.value)}
          slotProps={{ htmlInput: { maxLength: SUPPORT_NAME_MAX } }}
        />
        <TextField
          label={signedIn ? t.emailSignedIn : t.email}
          type="email"
          required={!signedIn}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <TextField select label={t.topic} required value={topic} onChange={(e) => setTopic(e.target.value as SupportTopic)}>
          {supportTopics.map((value) => (
            <MenuItem key={value} value={value}>
              {t.topics[value]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label={t.message}
          required
          multiline
          minRows={5}
          value={message}
          onChange={(e) => setMessage(e.target.value)}
          helperText={t.characters(message.trim().length, SUPPORT_MESSAGE_MAX)}
          slotProps={{ htmlInput: { maxLength: SUPPORT_MESSAGE_MAX, minLength: SUPPORT_MESSAGE_MIN } }}
        />
        {/* The honeypot: out of sight and out of the tab order, so only a bot fills it in. */}
        <Box aria-hidden sx={{ position: 'absolute', left: '-10000px', width: 1, height: 1, overflow: 'hidden' }}>
          <label>
            {t.website}
            <input name="website" tabIndex={-1} autoComplete="off" value={website} onChange={(e) => setWebsite(e.target.value)} />
          </label>
        </Box>
        {outcome && (
          <Alert severity={outcome.severity} role="status">
            {outcome.text}
          </Alert>
        )}
        <Box>
          <Button type="submit" variant="contained" disabled={isLoading}>
            {isLoading ? t.sending : t.send}
          </Button>
        </Box>
      </Stack>
    </SectionCard>
  );
}
