import { useState } from 'react';

/**
 * Auth status says who is signed in, not whether they connected a fantasy account. Finishing the connection in this
 * browser session is remembered per player in sessionStorage, so a reload between connecting and syncing still
 * offers the sync button, and a different player signing in on the same tab does not inherit it.
 */
const storageKey = (userId: string) => `fantasyConnected:${userId}`;

function readFlag(userId: string): boolean {
  try {
    return window.sessionStorage.getItem(storageKey(userId)) === 'true';
  } catch {
    // Storage can be blocked (privacy modes); the flag then lasts as long as the page.
    return false;
  }
}

function writeFlag(userId: string): void {
  try {
    window.sessionStorage.setItem(storageKey(userId), 'true');
  } catch {
    return;
  }
}

/** Whether this player connected in this session, and a function to record that they just did. */
export function useConnectedThisSession(userId: string | null): [boolean, () => void] {
  const [markedFor, setMarkedFor] = useState<string | null>(null);
  const connected = userId !== null && (markedFor === userId || readFlag(userId));
  const markConnected = () => {
    if (userId === null) return;
    writeFlag(userId);
    setMarkedFor(userId);
  };
  return [connected, markConnected];
}
