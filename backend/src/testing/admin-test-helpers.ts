import type { AdminProfile, AdminRole } from '@fr/contracts';
import { createAdmin } from '../features/admin';
import type { TestClient } from './http-client';
import type { TestSystem } from './test-system';

let counter = 0;

export interface SignedInAdmin {
  client: TestClient;
  admin: AdminProfile;
  password: string;
}

/** Creates an admin with the role through the code the admin:create script runs, and signs it in through the API. */
export async function signInAdmin(system: TestSystem, role: AdminRole): Promise<SignedInAdmin> {
  counter += 1;
  const username = `${role}${Date.now().toString(36)}${counter}${Math.floor(Math.random() * 1e6)}`;
  const password = 'correct horse battery staple';
  const admin = await createAdmin(system.services, { username, email: `${username}@admin.example.com`, password, role, via: 'cli' });
  const client = system.client();
  const response = await client.post('/api/admin/auth/login', { username, password });
  if (response.status !== 200) throw new Error(`admin sign-in failed: ${response.status} ${JSON.stringify(response.json)}`);
  return { client, admin, password };
}
