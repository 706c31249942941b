/** The command line of `node dist/main.js`. */
import { isAbsolute, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { configFrom, parseCommandLine } from '../src/config';

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

describe('the expiry of pending customer changes (issue 32)', () => {
  it('reads --pending-expiry-days or PENDING_CHANGE_EXPIRY_DAYS (the flag wins), unset by default (30 days)', () => {
    expect(configFrom(['--pending-expiry-days', '7'], {}).pendingExpiryDays).toBe(7);
    expect(configFrom([], { PENDING_CHANGE_EXPIRY_DAYS: '45' }).pendingExpiryDays).toBe(45);
    expect(configFrom(['--pending-expiry-days=3'], { PENDING_CHANGE_EXPIRY_DAYS: '45' }).pendingExpiryDays).toBe(3);
    expect(configFrom([], {}).pendingExpiryDays).toBeUndefined();
    expect(configFrom([], { PENDING_CHANGE_EXPIRY_DAYS: '' }).pendingExpiryDays).toBeUndefined();
  });

  it('refuses a number of days that is not a whole number from 1 to 3650', () => {
    expect(() => configFrom(['--pending-expiry-days', '0'], {})).toThrow('--pending-expiry-days must be at least 1');
    expect(() => configFrom([], { PENDING_CHANGE_EXPIRY_DAYS: 'month' })).toThrow('PENDING_CHANGE_EXPIRY_DAYS must be a whole number');
    expect(() => configFrom(['--pending-expiry-days', '4000'], {})).toThrow('--pending-expiry-days must be at most 3650');
  });
});

describe('parseCommandLine', () => {
  it('asks for the usage with --help or -h, whatever else is given', () => {
    expect(parseCommandLine(['--help'], {})).toEqual({ help: true });
    expect(parseCommandLine(['--memory', '-h'], {})).toEqual({ help: true });
  });

  it('refuses what it does not know, naming it', () => {
    expect(() => parseCommandLine(['--memroy'], {})).toThrow('unknown option --memroy');
    expect(() => parseCommandLine(['--port=8080', 'extra'], {})).toThrow('unexpected argument extra');
    expect(() => parseCommandLine(['--port'], {})).toThrow('--port needs a value');
    expect(() => parseCommandLine(['--data-dir', '--fresh'], {})).toThrow('--data-dir needs a value');
    expect(() => parseCommandLine(['--fresh=yes'], {})).toThrow('--fresh takes no value');
    expect(() => parseCommandLine(['--memory', '--memory'], {})).toThrow('--memory is given twice');
    expect(() => parseCommandLine(['--port', '70000'], {})).toThrow('--port must be at most 65535');
    expect(() => parseCommandLine([], { API_PORT: 'http' })).toThrow('API_PORT must be a whole number');
  });

  it('reads a data folder as an absolute path, and passes a -- separator over', () => {
    const command = parseCommandLine(['--', '--data-dir', 'tmp/db', '--port', '0'], {});
    expect(command.help).toBe(false);
    if (!command.help) {
      expect(isAbsolute(command.options.dataDir!)).toBe(true);
      expect(command.options.dataDir!.endsWith(join('tmp', 'db'))).toBe(true);
      expect(command.options.port).toBe(0);
    }
  });
});
