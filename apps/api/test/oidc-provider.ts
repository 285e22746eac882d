import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { exportJWK, generateKeyPair } from 'jose';

/** The identity the local provider signs in as; change it between flows with `setAccount`. */
export interface TestGoogleAccount {
  sub: string;
  email: string;
  email_verified: boolean;
  name?: string;
}

/** A local OpenID provider standing in for Google in tests. */
export interface TestOidcProvider {
  /** `http://127.0.0.1:<port>`, for GOOGLE_ISSUER. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  setAccount(account: TestGoogleAccount): void;
  /** The `prompt` of the last authorization request the provider saw. */
  lastPrompt: string | undefined;
  /**
   * Plays the browser from the authorization URL to the provider's redirect back to the app:
   * follows redirects with its own cookie jar, and the provider's interaction (account
   * selection, login and consent) completes at once as the current account. Returns the
   * /auth/callback URL with `code`, `state` and `iss`.
   */
  authorize(authorizationUrl: string): Promise<URL>;
  close(): Promise<void>;
}

interface Interaction {
  prompt: { name: string };
  params: Record<string, unknown>;
}
interface Grant {
  addOIDCScope(scope: string): void;
  save(): Promise<string>;
}
interface Provider {
  callback(): (req: IncomingMessage, res: ServerResponse) => void;
  interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<Interaction>;
  interactionFinished(
    req: IncomingMessage,
    res: ServerResponse,
    result: Record<string, unknown>,
    options?: { mergeWithLastSubmission?: boolean },
  ): Promise<void>;
  Grant: new (values: { accountId: string; clientId: string }) => Grant;
}
interface PromptConstructor {
  new (options: { name: string; requestable: boolean }): unknown;
}
interface Policy {
  unshift(prompt: unknown): void;
}
interface ProviderModule {
  default: new (issuer: string, config: object) => Provider;
  interactionPolicy: { base(): Policy; Prompt: PromptConstructor };
}

/**
 * Loads oidc-provider, hiding only its notice that Node.js 20 is not an LTS it supports (the
 * project supports Node.js 20.19+, and everything used here works on it).
 */
async function loadOidcProvider(): Promise<ProviderModule> {
  const warn = console.warn;
  console.warn = (...args: unknown[]) => {
    if (!String(args[0]).includes('Unsupported runtime')) warn(...args);
  };
  try {
    // @ts-expect-error -- oidc-provider ships no type declarations; ProviderModule types the few calls used.
    return (await import('oidc-provider')) as ProviderModule;
  } finally {
    console.warn = warn;
  }
}

interface StoredPayload {
  grantId?: string;
  uid?: string;
  userCode?: string;
  consumed?: number;
  [key: string]: unknown;
}

/**
 * A small in-memory storage adapter. oidc-provider's own works too but warns on the console,
 * which fails tests (scripts/fail-on-console.ts).
 */
function createAdapterClass() {
  const store = new Map<string, { payload: StoredPayload; expiresAt: number | undefined }>();
  const read = (key: string) => {
    const entry = store.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt !== undefined && entry.expiresAt <= Date.now()) {
      store.delete(key);
      return undefined;
    }
    return entry.payload;
  };
  return class TestAdapter {
    constructor(private readonly model: string) {}
    private key(id: string) {
      return `${this.model}:${id}`;
    }
    async upsert(id: string, payload: StoredPayload, expiresIn?: number) {
      const expiresAt = expiresIn ? Date.now() + expiresIn * 1000 : undefined;
      store.set(this.key(id), { payload: { ...payload }, expiresAt });
      return Promise.resolve();
    }
    async find(id: string) {
      const payload = read(this.key(id));
      return Promise.resolve(payload ? { ...payload } : undefined);
    }
    private findBy(field: 'uid' | 'userCode', value: string) {
      for (const key of store.keys()) {
        if (!key.startsWith(`${this.model}:`)) continue;
        const payload = read(key);
        if (payload?.[field] === value) return Promise.resolve({ ...payload });
      }
      return Promise.resolve(undefined);
    }
    async findByUid(uid: string) {
      return this.findBy('uid', uid);
    }
    async findByUserCode(userCode: string) {
      return this.findBy('userCode', userCode);
    }
    async consume(id: string) {
      const payload = read(this.key(id));
      if (payload) payload.consumed = Math.floor(Date.now() / 1000);
      return Promise.resolve();
    }
    async destroy(id: string) {
      store.delete(this.key(id));
      return Promise.resolve();
    }
    async revokeByGrantId(grantId: string) {
      for (const [key, entry] of store) {
        if (entry.payload.grantId === grantId) store.delete(key);
      }
      return Promise.resolve();
    }
  };
}

/** A cookie jar for one simulated browser, ignoring paths (the provider's names differ). */
function createCookieJar() {
  const cookies = new Map<string, string>();
  return {
    header: () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    store(response: Response) {
      for (const line of response.headers.getSetCookie()) {
        const [pair = '', ...attributes] = line.split(';');
        const separator = pair.indexOf('=');
        const name = pair.slice(0, separator).trim();
        const value = pair.slice(separator + 1).trim();
        const expires = attributes
          .map((attribute) => attribute.trim())
          .find((attribute) => attribute.toLowerCase().startsWith('expires='));
        const isExpired = expires !== undefined && Date.parse(expires.slice(8)) <= Date.now();
        if (value === '' || isExpired) cookies.delete(name);
        else cookies.set(name, value);
      }
    },
  };
}

/**
 * Starts oidc-provider on a free loopback port with one confidential client whose redirect
 * URI is `${publicUrl}/auth/callback`. PKCE is required, the ID token carries the email and
 * profile claims (as Google's does) and `prompt=select_account` is accepted.
 */
export async function startOidcProvider(options: {
  publicUrl: string;
  account: TestGoogleAccount;
}): Promise<TestOidcProvider> {
  const clientId = 'hostelhub-test-client';
  const clientSecret = 'hostelhub-test-client-secret-0123456789';
  const redirectUri = `${options.publicUrl}/auth/callback`;
  let account = options.account;
  // Set once the port is known (the issuer URL includes it).
  const running: {
    provider?: Provider;
    handle?: (req: IncomingMessage, res: ServerResponse) => void;
  } = {};

  const result: TestOidcProvider = {
    issuer: '',
    clientId,
    clientSecret,
    lastPrompt: undefined,
    setAccount(next) {
      account = next;
    },
    authorize,
    close,
  };

  // The interaction step a real provider shows as pages: finished at once as `account`.
  async function interact(req: IncomingMessage, res: ServerResponse, oidc: Provider) {
    const details = await oidc.interactionDetails(req, res);
    const prompt = details.params.prompt;
    result.lastPrompt = typeof prompt === 'string' ? prompt : undefined;
    const grant = new oidc.Grant({ accountId: account.sub, clientId });
    grant.addOIDCScope(String(details.params.scope));
    const grantId = await grant.save();
    await oidc.interactionFinished(
      req,
      res,
      { select_account: {}, login: { accountId: account.sub }, consent: { grantId } },
      { mergeWithLastSubmission: false },
    );
  }

  const server = createServer((req, res) => {
    const { provider, handle } = running;
    if (!provider || !handle) {
      res.statusCode = 503;
      res.end();
      return;
    }
    if (req.url?.startsWith('/interaction/')) {
      interact(req, res, provider).catch((error: unknown) => {
        res.statusCode = 500;
        res.end(String(error));
      });
      return;
    }
    handle(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  result.issuer = `http://127.0.0.1:${port}`;

  const { default: OidcProvider, interactionPolicy } = await loadOidcProvider();
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const signingKey = { ...(await exportJWK(privateKey)), kid: 'test-signing-key', alg: 'RS256' };
  const policy = interactionPolicy.base();
  policy.unshift(new interactionPolicy.Prompt({ name: 'select_account', requestable: true }));

  const provider = new OidcProvider(result.issuer, {
    adapter: createAdapterClass(),
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    pkce: { required: () => true },
    cookies: { keys: ['hostelhub-test-cookie-key'] },
    jwks: { keys: [signingKey] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // Google puts the email and profile claims in the ID token itself.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    interactions: {
      policy,
      url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}`,
    },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
      Grant: 600,
    },
    findAccount: (_ctx: unknown, sub: string) =>
      sub === account.sub
        ? {
            accountId: sub,
            claims: () => ({ ...account }),
          }
        : undefined,
    renderError: (ctx: { type: string; body: string }, out: Record<string, unknown>) => {
      ctx.type = 'json';
      ctx.body = JSON.stringify(out);
    },
  });
  running.provider = provider;
  running.handle = provider.callback();

  async function authorize(authorizationUrl: string): Promise<URL> {
    const jar = createCookieJar();
    let url = new URL(authorizationUrl);
    for (let hop = 0; hop < 10; hop += 1) {
      if (url.href.startsWith(redirectUri)) return url;
      const response = await fetch(url, {
        redirect: 'manual',
        headers: { cookie: jar.header() },
      });
      jar.store(response);
      const location = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || !location) {
        throw new Error(
          `provider answered ${response.status} at ${url.pathname}: ${await response.text()}`,
        );
      }
      await response.arrayBuffer();
      url = new URL(location, url);
    }
    throw new Error('too many redirects at the provider');
  }

  async function close() {
    server.closeAllConnections();
    await new Promise<void>((resolve, reject) =>
      server.close((error) => (error ? reject(error) : resolve())),
    );
  }

  return result;
}
