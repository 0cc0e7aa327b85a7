// The three fixes scripts/build-mediasoup-worker.mjs applies, checked against the worker
// sources of the installed mediasoup package (the same files the build patches): when a
// mediasoup upgrade moves them, this fails in seconds instead of a broken build minutes in.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

interface BuildScript {
  patchMainMeson(text: string): string;
  patchLibwebrtcMeson(text: string): string;
  patchDtlsTransport(text: string): string;
  mediasoupVersion(): string;
  workerCacheDir(version?: string, env?: Record<string, string | undefined>): string;
  APT_PACKAGES: string[];
}

const script = new URL('../../scripts/build-mediasoup-worker.mjs', import.meta.url).href;
const build = (await import(script)) as BuildScript;
// node/lib/index.js -> the package root
const workerDir = join(dirname(createRequire(import.meta.url).resolve('mediasoup')), '..', '..', 'worker');
const source = (path: string) => readFileSync(join(workerDir, path), 'utf8');

describe('mediasoup worker build fixes', () => {
  it('replaces every downloading meson wrap with a Debian dependency', () => {
    const patched = build.patchMainMeson(source('meson.build'));
    const subprojects = [...patched.matchAll(/(\w+_proj)\s*=\s*subproject\(/g)].map((m) => m[1]);
    expect(subprojects.every((name) => name === 'wingetopt_proj' || name === 'liburing_proj')).toBe(true);
    expect(patched).toContain("sys_srtp_dep = dependency('libsrtp2')");
    expect(patched).toContain("meson_version: '>= 1.0.0'");
    expect(patched).not.toMatch(/(catch2|openssl|abseil_cpp|libsrtp3|usrsctp|libuv|flatbuffers)_proj\.get_variable/);
    expect(patched).not.toContain('mediasoup-worker-fuzzer');
    const webrtc = build.patchLibwebrtcMeson(source('deps/libwebrtc/meson.build'));
    expect(webrtc).not.toMatch(/_proj\b.*(subproject|get_variable)/);
    expect(webrtc).toContain('sys_absl_deps');
  });

  it('fixes the DTLS BIO callback that crashes with a KTLS OpenSSL', () => {
    const fixed = build.patchDtlsTransport(source('src/RTC/DtlsTransport.cpp'));
    expect(fixed).toContain('(operationType & BIO_CB_RETURN) ? static_cast<long>(ret) : 1;');
    expect(build.patchDtlsTransport(fixed)).toBe(fixed);
    expect(() => build.patchDtlsTransport('int main() {}')).toThrow(/BIO callback/);
  });

  it('ships the libsrtp2 compatibility header the build puts first on the include path', () => {
    const header = readFileSync(new URL('../worker-build/srtp-compat.h', import.meta.url), 'utf8');
    expect(header).toContain('#include <srtp2/srtp.h>');
    expect(source('include/RTC/SrtpSession.hpp')).toContain('#include <srtp.h>');
  });

  it('caches by version outside the checkout', () => {
    expect(build.mediasoupVersion()).toBe('3.19.3');
    expect(build.workerCacheDir('3.19.3', { XDG_CACHE_HOME: '/c' })).toBe('/c/pulse/mediasoup-worker/3.19.3');
    expect(build.APT_PACKAGES).toEqual(expect.arrayContaining(['meson', 'libsrtp2-dev', 'libusrsctp-dev', 'flatbuffers-compiler']));
  });
});
