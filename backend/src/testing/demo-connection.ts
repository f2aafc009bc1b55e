import type { TestClient } from './http-client';

/** Connects the signed-in player's demo fantasy account through the API, as a player pasting the demo page's code does. */
export async function connectDemoProvider(client: TestClient): Promise<void> {
  const initiate = await client.post('/api/auth/fantasy/initiate');
  const { authUrl, state } = (initiate.json ?? {}) as { authUrl?: string; state?: string };
  if (initiate.status !== 200 || !authUrl || !state) throw new Error(`initiate failed: ${initiate.status}`);
  const page = await client.get(new URL(authUrl).pathname + new URL(authUrl).search);
  const code = /DEMO-[A-Z0-9-]+/.exec(page.text)?.[0];
  if (!code) throw new Error('the demo authorize page showed no code');
  const callback = await client.post('/api/auth/fantasy/callback', { code, state });
  if (callback.status !== 200) throw new Error(`callback failed: ${callback.status} ${callback.text}`);
}
