import { describe, expect, it } from 'vitest';
import { delegateForRenderer, isMobileDevice, modelVariantFor, parsePoseModelOverride } from './model-choice';

const UA = {
  pixel: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
  iphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  ipadAsMac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  linux: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36',
};

describe('model choice', () => {
  it('takes the browser at its word (userAgentData.mobile), else its user agent', () => {
    expect(isMobileDevice({ userAgent: UA.linux, userAgentData: { mobile: true } })).toBe(true);
    expect(isMobileDevice({ userAgent: UA.pixel, userAgentData: { mobile: false } })).toBe(false);
    expect(isMobileDevice({ userAgent: UA.pixel })).toBe(true);
    expect(isMobileDevice({ userAgent: UA.iphone })).toBe(true);
    expect(isMobileDevice({ userAgent: UA.linux })).toBe(false);
    // An iPad asks for desktop pages as a Mac; its touch screen gives it away.
    expect(isMobileDevice({ userAgent: UA.ipadAsMac, maxTouchPoints: 5 })).toBe(true);
    expect(isMobileDevice({ userAgent: UA.ipadAsMac, maxTouchPoints: 0 })).toBe(false);
  });

  it('lite on mobile, heavy on a desktop GPU, full on a desktop CPU', () => {
    expect(modelVariantFor(true, 'GPU')).toBe('lite');
    expect(modelVariantFor(true, 'CPU')).toBe('lite');
    expect(modelVariantFor(false, 'GPU')).toBe('heavy');
    expect(modelVariantFor(false, 'CPU')).toBe('full');
  });

  it('the GPU delegate only on graphics hardware', () => {
    expect(delegateForRenderer('ANGLE (NVIDIA, NVIDIA GeForce RTX 3060 Direct3D11 vs_5_0 ps_5_0, D3D11)')).toBe('GPU');
    expect(delegateForRenderer('Apple M2')).toBe('GPU');
    expect(delegateForRenderer('ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero) (0x0000C0DE)), SwiftShader driver)')).toBe('CPU');
    expect(delegateForRenderer('llvmpipe (LLVM 15.0.6, 256 bits)')).toBe('CPU');
    expect(delegateForRenderer(null)).toBe('CPU');
  });

  it("reads localStorage 'pulse:pose-model' and ignores anything else", () => {
    expect(parsePoseModelOverride('heavy')).toEqual({ variant: 'heavy' });
    expect(parsePoseModelOverride('full/CPU')).toEqual({ variant: 'full', delegate: 'CPU' });
    expect(parsePoseModelOverride('lite/GPU')).toEqual({ variant: 'lite', delegate: 'GPU' });
    expect(parsePoseModelOverride('huge')).toEqual({});
    expect(parsePoseModelOverride(null)).toEqual({});
  });
});
