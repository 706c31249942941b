/**
 * The three Cognito-style tokens, as HS256 JWTs signed with jose. Each carries the session id
 * (`sid`), so revoking the session on sign-out revokes all of them; `token_use` keeps one kind
 * from being accepted as another.
 */
import { SignJWT, errors, jwtVerify } from 'jose';
import type { JWTPayload } from 'jose';
import type { Clock } from '../clock';

/** How long each token lives by default, in seconds. */
export const TOKEN_LIFETIME = { id: 15 * 60, access: 15 * 60, refresh: 12 * 60 * 60 } as const;

/** Kinds of token. */
export type TokenUse = keyof typeof TOKEN_LIFETIME;

/** Lifetime of each kind of token, in seconds. */
export type TokenLifetimes = Readonly<Record<TokenUse, number>>;

const ISSUER = 'lego-sandbox';

/** Who a token was issued to. */
export interface TokenSubject {
  userId: string;
  username: string;
  merchantId: string;
  fullName: string;
  email: string;
  /** Roles of the user (`custom:auth`), the special merchant code included when present. */
  roles: readonly string[];
  specialMerchantCode: string | null;
  sessionId: string;
}

/** A verified token's claims. */
export interface VerifiedToken extends JWTPayload {
  sub: string;
  sid: string;
  token_use: TokenUse;
  username: string;
}

/** Why a token was refused. */
export type TokenProblem = 'expired' | 'invalid';

/** Signs and verifies the sandbox's tokens with one secret. */
export class TokenService {
  readonly #key: Uint8Array;
  readonly #clock: Clock;
  readonly #lifetimes: TokenLifetimes;

  constructor(secret: Uint8Array, clock: Clock, lifetimes: TokenLifetimes = TOKEN_LIFETIME) {
    this.#key = secret;
    this.#clock = clock;
    this.#lifetimes = lifetimes;
  }

  /** Issues the id, access and refresh tokens of a sign-in (or a refresh). */
  async issue(subject: TokenSubject, refreshJti: string): Promise<{ idToken: string; accessToken: string; refreshToken: string }> {
    const claims = {
      sid: subject.sessionId,
      username: subject.username,
      'cognito:username': subject.username,
    };
    const idToken = await this.#sign('id', subject.userId, {
      ...claims,
      'custom:auth': subject.roles.join(','),
      'custom:merchantId': subject.merchantId,
      merchantId: subject.merchantId,
      name: subject.fullName,
      email: subject.email,
      ...(subject.specialMerchantCode ? { 'custom:specialMerchantCode': subject.specialMerchantCode } : {}),
    });
    const accessToken = await this.#sign('access', subject.userId, { ...claims, scope: 'aws.cognito.signin.user.admin' });
    const refreshToken = await this.#sign('refresh', subject.userId, { sid: subject.sessionId, username: subject.username, jti: refreshJti });
    return { idToken, accessToken, refreshToken };
  }

  /**
   * Verifies a token of kind `use`. With `ignoreExpiry`, an expired but genuine token is
   * accepted (the refresh call names the current id token, which may just have expired).
   */
  async verify(token: string, use: TokenUse, options: { ignoreExpiry?: boolean } = {}): Promise<VerifiedToken | TokenProblem> {
    try {
      const { payload } = await jwtVerify(token, this.#key, {
        issuer: ISSUER,
        algorithms: ['HS256'],
        currentDate: this.#clock.now(),
        ...(options.ignoreExpiry ? { clockTolerance: Number.MAX_SAFE_INTEGER } : {}),
      });
      const ok =
        payload.token_use === use &&
        typeof payload.sub === 'string' &&
        typeof payload.sid === 'string' &&
        typeof payload.username === 'string';
      return ok ? (payload as VerifiedToken) : 'invalid';
    } catch (error) {
      return error instanceof errors.JWTExpired ? 'expired' : 'invalid';
    }
  }

  #sign(use: TokenUse, subject: string, claims: Record<string, unknown>): Promise<string> {
    const issuedAt = Math.floor(this.#clock.now().getTime() / 1000);
    return new SignJWT({ ...claims, token_use: use })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(ISSUER)
      .setSubject(subject)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + this.#lifetimes[use])
      .sign(this.#key);
  }
}
