import type { Socket } from 'node:net';
import { describe, expect, it, vi } from 'vitest';
import { answerClientError } from '../../../../backend/http/serve.ts';

function fakeSocket(state: { writable: boolean; bytesWritten: number }) {
  return { ...state, end: vi.fn(), destroy: vi.fn() };
}
const parseError = Object.assign(new Error('Parse Error'), { code: 'HPE_INVALID_CONSTANT', reason: 'Expected HTTP/' });

describe('answerClientError', () => {
  it('writes nothing on a socket that is no longer writable, or where an answer has begun, and closes it', () => {
    for (const state of [
      { writable: false, bytesWritten: 0 },
      { writable: true, bytesWritten: 120 },
    ]) {
      const socket = fakeSocket(state);
      answerClientError(parseError, socket as unknown as Socket);
      expect(socket.end).not.toHaveBeenCalled();
      expect(socket.destroy).toHaveBeenCalledOnce();
    }
  });
});
