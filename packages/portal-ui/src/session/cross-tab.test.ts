import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionTabMessage } from './cross-tab';
import { openSessionChannel } from './cross-tab';
import { uniqueChannelName } from '../test-support/session-test-kit';

afterEach(() => vi.unstubAllGlobals());

describe('openSessionChannel', () => {
  it('delivers messages to the other tabs only', async () => {
    const name = uniqueChannelName();
    const heardA: SessionTabMessage[] = [];
    const heardB: SessionTabMessage[] = [];
    const a = openSessionChannel(name, (message) => heardA.push(message));
    const b = openSessionChannel(name, (message) => heardB.push(message));
    a.post({ type: 'signOut', expired: true });
    await vi.waitFor(() => expect(heardB).toEqual([{ type: 'signOut', expired: true }]));
    expect(heardA).toEqual([]);
    a.close();
    b.close();
    a.post({ type: 'activity' });
  });

  it('works alone where BroadcastChannel does not exist', () => {
    vi.stubGlobal('BroadcastChannel', undefined);
    const channel = openSessionChannel(uniqueChannelName(), () => {});
    expect(() => channel.post({ type: 'activity' })).not.toThrow();
    channel.close();
  });
});
