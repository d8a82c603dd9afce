import { describe, expect, it, vi } from 'vitest';

/** A socket whose answers the test gives: what the page sent, in order, and the join's pending answer. */
const sent: string[] = [];
let answerJoin: (() => void) | undefined;
const fake = {
  on: vi.fn(),
  off: vi.fn(),
  timeout: () => fake,
  emit: (event: string, _message: unknown, ack: (err: Error | null, reply: unknown) => void) => {
    sent.push(event);
    if (event === 'join') answerJoin = () => ack(null, { status: 'ok' });
    else ack(null, { status: 'ok', response: {} });
  },
};
vi.mock('socket.io-client', () => ({ io: () => fake }));

describe('channel', () => {
  it('sends a push only after its topic is joined (a click right after the page opened is not refused)', async () => {
    const { createChannel } = await import('./socket');
    const channel = createChannel('import:1');
    void channel.join();
    const pushed = channel.push('fetchUrkundenliste');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(sent).toEqual(['join']);
    answerJoin!();
    expect(await pushed).toEqual({ status: 'ok', response: {} });
    expect(sent).toEqual(['join', 'push']);
  });
});
