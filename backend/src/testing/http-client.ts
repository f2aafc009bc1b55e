/** A minimal cookie-keeping HTTP client for integration tests: it behaves like the browser client (CSRF header). */
export class TestClient {
  readonly cookies = new Map<string, string>();
  /** Each client looks like its own machine (the test system trusts X-Forwarded-For), so per-IP limits stay per client. */
  readonly ip = `10.${rand()}.${rand()}.${rand()}`;

  constructor(readonly baseUrl: string) {}

  get csrfToken(): string | undefined {
    return this.cookies.get('__csrf');
  }

  async request(
    method: string,
    path: string,
    options: { body?: unknown; rawBody?: string; headers?: Record<string, string>; csrf?: boolean } = {},
  ) {
    if (options.csrf !== false && method !== 'GET' && !this.csrfToken) await this.request('GET', '/api/auth/status');
    const headers: Record<string, string> = { 'x-forwarded-for': this.ip, ...options.headers };
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (options.csrf !== false && method !== 'GET' && this.csrfToken) headers['x-csrf-token'] = this.csrfToken;
    const hasBody = options.body !== undefined || options.rawBody !== undefined;
    if (hasBody && !headers['content-type']) headers['content-type'] = 'application/json';
    const response = await fetch(this.baseUrl + path, {
      method,
      headers,
      body: options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
      redirect: 'manual',
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = cookie.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      const expired = attributes.some((a) => /expires=Thu, 01 Jan 1970/i.test(a)) || value === '';
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await response.text();
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    return { status: response.status, headers: response.headers, text, json: json as Record<string, unknown> | undefined };
  }

  get(path: string, headers?: Record<string, string>) {
    return this.request('GET', path, { headers });
  }

  post(path: string, body?: unknown, options: { headers?: Record<string, string>; csrf?: boolean } = {}) {
    return this.request('POST', path, { body, ...options });
  }

  put(path: string, body?: unknown) {
    return this.request('PUT', path, { body });
  }
}

const rand = () => Math.floor(Math.random() * 254) + 1;
