// The REST helper's reading of answers: typed data through a schema, or one readable error.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { restAnswer, restFailure, UNEXPECTED_ANSWER } from './rest';

describe('REST answers', () => {
  const answer = z.object({ urls: z.array(z.string()) });

  it('a body that fits the schema comes back typed, unknown keys dropped', () => {
    expect(restAnswer('{"urls":["/media/a.png"],"messages":[{"id":"m1"}]}', answer)).toEqual({ urls: ['/media/a.png'] });
  });

  it('a body that does not fit, or is not JSON, is one clear error', () => {
    expect(() => restAnswer('{"urls":"nope"}', answer)).toThrow(UNEXPECTED_ANSWER);
    expect(() => restAnswer('<html>', answer)).toThrow(UNEXPECTED_ANSWER);
  });

  it("a failure carries the server's message, otherwise the status line", () => {
    expect(restFailure(400, 'Bad Request', '{"message":"You can send at most 10 files at once"}').message).toBe('You can send at most 10 files at once');
    expect(restFailure(502, 'Bad Gateway', '<html>').message).toBe('HTTP 502: Bad Gateway');
    expect(restFailure(500, 'Internal Server Error', '{"message":""}').message).toBe('HTTP 500: Internal Server Error');
  });
});
