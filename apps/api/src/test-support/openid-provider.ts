import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';
import Provider from 'oidc-provider';

/** The claims of an account at the test provider; the tests choose them, as Google would state them. */
export interface TestOpenIdAccount {
  email: string;
  email_verified: boolean;
  name?: string;
}

export interface TestOpenIdProvider {
  /** The settings (GOOGLE_* variables) that point the shop at this provider. */
  env: Record<string, string>;
  issuer: string;
  /** Adds or changes an account, by its subject. */
  setAccount(subject: string, claims: TestOpenIdAccount): void;
  /** The account the provider's login screen signs in next, for a real browser going through it (the e2e tests). */
  chooseAccount(subject: string): void;
  /**
   * Plays the shopper's browser at the provider: follows its redirects and signs `subject` in at its login
   * interaction (consent is given at once), until it redirects to the shop. Answers that URL.
   */
  signIn(authorizationUrl: string, subject: string): Promise<string>;
  close(): Promise<void>;
}

const CLIENT_ID = 'durio-test';
const CLIENT_SECRET = 'durio-test-secret-that-is-long-enough';

/**
 * A real OpenID provider (panva's oidc-provider, the same protocol Google speaks) on a free local port, with one
 * client registered for the shop's callback; PKCE is required of it.
 */
export async function startTestOpenIdProvider(shopPublicUrl: string): Promise<TestOpenIdProvider> {
  const accounts = new Map<string, TestOpenIdAccount>();
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const signingKey = { ...(await exportJWK(privateKey)), kid: 'test', alg: 'RS256', use: 'sig' };

  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: CLIENT_ID,
        client_secret: CLIENT_SECRET,
        redirect_uris: [`${shopPublicUrl}/api/v1/auth/google/callback`],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    pkce: { required: () => true },
    jwks: { keys: [signingKey] },
    cookies: { keys: ['test-cookie-key-one', 'test-cookie-key-two'] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // As Google does: the e-mail and its verification are in the ID token itself, not only at the userinfo endpoint.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    // Given, so the provider does not print a notice for each default it uses.
    ttl: { AccessToken: 3600, AuthorizationCode: 60, IdToken: 3600, Interaction: 600, Session: 3600, Grant: 3600 },
    findAccount: (_ctx, sub) => {
      const account = accounts.get(sub);
      return account ? { accountId: sub, claims: () => ({ sub, ...account }) } : undefined;
    },
  });

  // The provider's login screen, answered at once for the account the test signs in.
  let signingIn: string | undefined;
  const callback = provider.callback();
  server.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
    if (!req.url?.startsWith('/interaction/')) {
      void callback(req, res);
      return;
    }
    void (async () => {
      const details = await provider.interactionDetails(req, res);
      if (details.prompt.name === 'login') {
        await provider.interactionFinished(req, res, { login: { accountId: signingIn! } }, { mergeWithLastSubmission: false });
        return;
      }
      const grant = new provider.Grant({ accountId: details.session!.accountId, clientId: String(details.params.client_id) });
      grant.addOIDCScope(String(details.params.scope));
      await provider.interactionFinished(req, res, { consent: { grantId: await grant.save() } }, { mergeWithLastSubmission: true });
    })().catch((error: unknown) => {
      res.statusCode = 500;
      res.end(String(error));
    });
  });

  return {
    env: { GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_CLIENT_SECRET: CLIENT_SECRET, GOOGLE_ISSUER: issuer },
    issuer,
    setAccount: (subject, claims) => accounts.set(subject, claims),
    chooseAccount: (subject) => {
      signingIn = subject;
    },
    async signIn(authorizationUrl, subject) {
      signingIn = subject;
      // A fresh browser each time: no session at the provider from an earlier test.
      const cookies = new Map<string, string>();
      let url = authorizationUrl;
      for (let hop = 0; hop < 10; hop++) {
        if (!url.startsWith(issuer)) return url;
        const res = await fetch(url, {
          redirect: 'manual',
          headers: { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
        });
        for (const line of res.headers.getSetCookie()) {
          const [pair] = line.split(';');
          const at = pair!.indexOf('=');
          cookies.set(pair!.slice(0, at), pair!.slice(at + 1));
        }
        const location = res.headers.get('location');
        if (!location) throw new Error(`The provider answered ${res.status} without a redirect: ${await res.text()}`);
        url = new URL(location, url).href;
      }
      throw new Error('The provider kept redirecting');
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
