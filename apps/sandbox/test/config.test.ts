/** The command line of `node dist/main.js`. */
import { describe, expect, it } from 'vitest';
import { configFrom } from '../src/config';

describe('configFrom', () => {
  it('reads the access token lifetime in seconds, in either flag form, and leaves it unset by default', () => {
    expect(configFrom(['--memory', '--access-token-lifetime', '5'], {}).accessTokenLifetime).toBe(5);
    expect(configFrom(['--access-token-lifetime=90'], {}).accessTokenLifetime).toBe(90);
    expect(configFrom(['--memory'], {}).accessTokenLifetime).toBeUndefined();
  });

  it('refuses an access token lifetime that is not a whole number of seconds from 1', () => {
    expect(() => configFrom(['--access-token-lifetime', '0'], {})).toThrow('--access-token-lifetime must be at least 1');
    expect(() => configFrom(['--access-token-lifetime', '1.5'], {})).toThrow('--access-token-lifetime must be a whole number');
  });
});
