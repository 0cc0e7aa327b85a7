import { describe, expect, it } from 'vitest';
import { SfuError, SfuRequestError, device, isRequestType, messageText, parseRequest, preferredLayers } from './protocol.js';

function failure(raw: string): SfuError {
  try {
    parseRequest(raw);
  } catch (error) {
    expect(error).toBeInstanceOf(SfuError);
    return error as SfuError;
  }
  throw new Error('expected parseRequest to throw');
}

describe('parseRequest', () => {
  it('reads {type, reqId, data}, data defaulting to {}', () => {
    expect(parseRequest('{"type":"ping","reqId":7}')).toEqual({ type: 'ping', reqId: 7, data: {} });
    expect(parseRequest('{"type":"createRoom","reqId":"a1","data":{"roomId":"r"}}')).toEqual({ type: 'createRoom', reqId: 'a1', data: { roomId: 'r' } });
  });

  it('refuses what is not a request, keeping the reqId when it can', () => {
    for (const raw of [
      '',
      'x',
      '[]',
      '1',
      'null',
      '{"type":"ping"}',
      '{"type":"ping","reqId":""}',
      `{"type":"ping","reqId":"${'x'.repeat(65)}"}`,
      '{"type":"ping","reqId":1e999}',
    ]) {
      const error = failure(raw);
      expect(error.code).toBe('BAD_REQUEST');
      expect(error).not.toBeInstanceOf(SfuRequestError);
    }
    const noType = failure('{"reqId":3}');
    expect(noType).toBeInstanceOf(SfuRequestError);
    expect((noType as SfuRequestError).reqId).toBe(3);
    expect((failure('{"type":"ping","reqId":4,"data":"x"}') as SfuRequestError).reqId).toBe(4);
  });

  it('knows the request types of the spec and nothing else', () => {
    for (const type of ['ping', 'createRoom', 'getRouterRtpCapabilities', 'joinRoom', 'createTransport', 'connectTransport', 'produce', 'consume', 'resumeConsumer']) {
      expect(isRequestType(type)).toBe(true);
    }
    for (const type of ['toString', 'constructor', '__proto__', 'closeRoom']) expect(isRequestType(type)).toBe(false);
  });
});

describe('field readers', () => {
  it('keeps device small and flat', () => {
    expect(device({})).toEqual({});
    expect(device({ device: 'Chrome' })).toEqual({ name: 'Chrome' });
    expect(device({ device: { flag: 'chrome', version: 120, nested: { a: 1 } } })).toEqual({ flag: 'chrome', version: '120' });
    expect(() => device({ device: [1] })).toThrow(SfuError);
  });

  it('checks preferred layers', () => {
    expect(preferredLayers({})).toBeUndefined();
    expect(preferredLayers({ preferredLayers: { spatialLayer: 0, temporalLayer: 2 } })).toEqual({ spatialLayer: 0, temporalLayer: 2 });
    for (const bad of [{ spatialLayer: -1 }, { spatialLayer: 1.5 }, { temporalLayer: 1 }, 'low']) {
      expect(() => preferredLayers({ preferredLayers: bad })).toThrow(SfuError);
    }
  });
});

describe('messageText', () => {
  it('reads the same text whichever binaryType ws delivered the message with', () => {
    const text = '{"type":"ping","reqId":"é1"}';
    const bytes = Buffer.from(text, 'utf8');
    // The split falls inside the two-byte "é": fragments must be joined before decoding.
    const cut = bytes.indexOf(0xc3) + 1;
    expect(messageText(bytes)).toBe(text);
    expect(messageText([bytes.subarray(0, cut), bytes.subarray(cut)])).toBe(text);
    expect(messageText(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length))).toBe(text);
  });
});
