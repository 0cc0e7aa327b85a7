#!/usr/bin/env node
// Builds the real mediasoup-worker (C++) for the sfu workspace, offline: Debian's -dev
// packages plus the sources inside the mediasoup npm tarball. `npm install mediasoup`
// would download a prebuilt binary or meson wraps from GitHub; neither is reachable here
// (only the npm registry and Debian are), so mediasoup's own postinstall never runs.
//
// The binary is cached outside the checkout, keyed by version:
//   ${XDG_CACHE_HOME:-~/.cache}/pulse/mediasoup-worker/<version>/mediasoup-worker
// and found by the sfu through MEDIASOUP_WORKER_BIN (whose default is that path). With
// the binary present this is instant. Plain Node, no dependencies: ensure-deps runs it
// before node_modules may exist.
//
// Usage: node scripts/build-mediasoup-worker.mjs [--force]
// Adapted from the verified reference build in shared/reference/mediasoup-worker/.
import { spawnSync } from 'node:child_process';
import { chmodSync, copyFileSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism, homedir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The exact mediasoup version the sfu workspace pins (the worker must match its Node side). */
export function mediasoupVersion() {
  const pkg = JSON.parse(readFileSync(join(root, 'sfu', 'package.json'), 'utf8'));
  const version = pkg.dependencies?.mediasoup;
  if (!/^\d+\.\d+\.\d+$/.test(version ?? '')) throw new Error(`sfu/package.json must pin mediasoup exactly, found "${version}"`);
  return version;
}

export function workerCacheDir(version = mediasoupVersion(), env = process.env) {
  const cacheHome = env.XDG_CACHE_HOME || join(homedir(), '.cache');
  return join(cacheHome, 'pulse', 'mediasoup-worker', version);
}

export const APT_PACKAGES = [
  'g++',
  'meson',
  'ninja-build',
  'pkg-config',
  'python3',
  'libssl-dev',
  'libuv1-dev',
  'libsrtp2-dev',
  'libusrsctp-dev',
  'libabsl-dev',
  'libflatbuffers-dev',
  'flatbuffers-compiler',
];

function run(cmd, args, opts = {}) {
  console.log(`$ ${cmd} ${args.join(' ')}`);
  const result = spawnSync(cmd, args, { stdio: 'inherit', ...opts });
  if (result.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
}

function installDebianPackages() {
  if (!existsSync('/usr/bin/dpkg-query')) {
    console.warn('Not a Debian system: assuming the build dependencies are installed: ' + APT_PACKAGES.join(' '));
    return;
  }
  const missing = APT_PACKAGES.filter((p) => spawnSync('dpkg-query', ['-W', '-f=${Status}', p], { encoding: 'utf8' }).stdout?.includes('install ok installed') !== true);
  if (missing.length === 0) return;
  const isRoot = process.getuid?.() === 0;
  if (!isRoot && spawnSync('sudo', ['-n', 'true']).status !== 0) {
    throw new Error(`The mediasoup worker needs Debian packages this user cannot install. Run:\n  sudo apt-get install -y --no-upgrade ${missing.join(' ')}`);
  }
  const [cmd, ...pre] = isRoot ? ['apt-get'] : ['sudo', '-n', 'apt-get'];
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  console.log(`Installing Debian packages for the mediasoup worker: ${missing.join(' ')}`);
  run(cmd, [...pre, '-o', 'DPkg::Lock::Timeout=600', 'update', '-qq'], { env });
  run(cmd, [...pre, '-o', 'DPkg::Lock::Timeout=600', 'install', '-y', '-qq', '--no-install-recommends', '--no-upgrade', ...missing], { env });
}

// ---- fix 1: meson wraps (downloads) -> Debian's packages -------------------------------

const SYSTEM_DEPS = `
# ---- Debian system dependencies instead of subprojects/wraps (Pulse build) ----
sys_openssl_dep = dependency('openssl')
sys_libuv_dep = dependency('libuv')
sys_srtp_dep = dependency('libsrtp2')
sys_srtp_inc_dep = declare_dependency(compile_args: ['-I' + meson.current_source_dir() + '/compat-debian', '-I/usr/include/srtp2'])
sys_usrsctp_dep = dependency('usrsctp')
sys_absl_deps = [
  dependency('absl_flat_hash_map'),
  dependency('absl_flat_hash_set'),
  dependency('absl_btree'),
  dependency('absl_inlined_vector'),
  dependency('absl_strings'),
  dependency('absl_optional'),
  dependency('absl_memory'),
]
sys_flatbuffers_dep = dependency('flatbuffers', required: false)
`;

/** `<proj>.get_variable('<name>')` -> replacement; null drops the line (static libs of wraps). */
const VARIABLES = {
  openssl_dep: 'sys_openssl_dep',
  libuv_dep: 'sys_libuv_dep',
  libsrtp2_dep: 'sys_srtp_dep, sys_srtp_inc_dep',
  libsrtp3_dep: 'sys_srtp_dep, sys_srtp_inc_dep',
  usrsctp_dep: 'sys_usrsctp_dep',
  absl_container_dep: 'sys_absl_deps',
  absl_strings_dep: 'sys_absl_deps',
  absl_types_dep: 'sys_absl_deps',
  flatbuffers_dep: 'sys_flatbuffers_dep',
  catch2_dep: 'declare_dependency()',
  absl_container_lib: null,
  libcrypto_lib: null,
  libssl_lib: null,
  libuv: null,
  libsrtp2: null,
  libsrtp3: null,
  usrsctp: null,
  flatbuffers_lib: null,
};
// Windows-only and liburing (disabled by option) subprojects stay as they are.
const KEEP = new Set(['wingetopt_proj', 'liburing_proj']);

/** Index just past the parenthesis that closes the one opened at `open`. */
function closingParen(text, open) {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '(') depth++;
    else if (text[i] === ')' && --depth === 0) return i + 1;
  }
  throw new Error('unbalanced parentheses in meson.build');
}

function stripSubprojects(text) {
  const pattern = /^([ \t]*)(\w+_proj)\s*=\s*subproject\(/gm;
  let out = '';
  let from = 0;
  for (let m; (m = pattern.exec(text));) {
    const end = closingParen(text, m.index + m[0].length - 1);
    out += KEEP.has(m[2]) ? text.slice(from, end) : `${text.slice(from, m.index)}${m[1]}# (removed subproject ${m[2]})`;
    from = end;
    pattern.lastIndex = end;
  }
  return out + text.slice(from);
}

function replaceVariables(text) {
  const lines = [];
  for (const line of text.split('\n')) {
    const m = /(\w+_proj)\.get_variable\('(\w+)'\)/.exec(line);
    if (!m || KEEP.has(m[1])) {
      lines.push(line);
      continue;
    }
    if (!(m[2] in VARIABLES)) throw new Error(`unknown subproject variable ${m[2]} in: ${line}`);
    const replacement = VARIABLES[m[2]];
    if (replacement !== null) lines.push(line.slice(0, m.index) + replacement + line.slice(m.index + m[0].length));
  }
  return lines.join('\n');
}

export function patchMainMeson(text) {
  // Debian 12 ships meson 1.0.1; mediasoup asks for >= 1.1.0 but builds fine with 1.0.
  let t = text.replace(/meson_version:\s*'>= ?[0-9.]+'/, "meson_version: '>= 1.0.0'");
  // Everything after the worker executable is tests and fuzzers (catch2, clang sanitizers).
  const k = t.indexOf("executable(\n  'mediasoup-worker',");
  if (k < 0) throw new Error('meson.build: no mediasoup-worker executable found');
  t = t.slice(0, closingParen(t, t.indexOf('(', k))) + '\n';
  t = replaceVariables(stripSubprojects(t));
  const anchor = "cpp = meson.get_compiler('cpp')";
  return t.includes(anchor) ? t.replace(anchor, `${anchor}\n${SYSTEM_DEPS}`) : t.replace('common_sources = [', `${SYSTEM_DEPS}\ncommon_sources = [`);
}

export function patchLibwebrtcMeson(text) {
  return replaceVariables(stripSubprojects(text));
}

// ---- fix 3: DTLS BIO callback crash with Debian's KTLS-enabled OpenSSL -----------------
// The callback must answer `ret` for every BIO_CB_RETURN phase. Upstream compares with `==`,
// so BIO_get_ktls_send() (BIO_CB_RETURN | BIO_CB_CTRL) is answered 1 ("kernel TLS on") and
// libssl dereferences a NULL write buffer: SIGSEGV at the first DTLS handshake.
export function patchDtlsTransport(text) {
  const from = '(operationType == BIO_CB_RETURN) ? static_cast<long>(ret) : 1;';
  const to = '(operationType & BIO_CB_RETURN) ? static_cast<long>(ret) : 1;';
  if (text.includes(to)) return text;
  if (!text.includes(from)) throw new Error('DtlsTransport.cpp: BIO callback line not found; review the crash fix for this mediasoup version');
  return text.replace(from, to);
}

function patchWorker(workerDir) {
  const edit = (rel, fn) => writeFileSync(join(workerDir, rel), fn(readFileSync(join(workerDir, rel), 'utf8')));
  edit('meson.build', patchMainMeson);
  if (existsSync(join(workerDir, 'deps/libwebrtc/meson.build'))) edit('deps/libwebrtc/meson.build', patchLibwebrtcMeson);
  // fix 2: mediasoup 3.16-3.19 call libsrtp 3 APIs; Debian has libsrtp2 2.5.0. The shim
  // is found as <srtp.h> ahead of the real header.
  mkdirSync(join(workerDir, 'compat-debian'), { recursive: true });
  copyFileSync(join(root, 'sfu', 'worker-build', 'srtp-compat.h'), join(workerDir, 'compat-debian', 'srtp.h'));
  edit('src/RTC/DtlsTransport.cpp', patchDtlsTransport);
}

// ---- build -------------------------------------------------------------------------------

/** Only one build per version at a time (prestart and pretest may race on a fresh clone). */
function withLock(dir, fn) {
  const lock = join(dir, '.lock');
  const started = Date.now();
  for (;;) {
    try {
      mkdirSync(lock);
      writeFileSync(join(lock, 'pid'), String(process.pid));
      break;
    } catch {
      const pid = Number(existsSync(join(lock, 'pid')) ? readFileSync(join(lock, 'pid'), 'utf8') : 0);
      let alive = false;
      try {
        if (pid) {
          process.kill(pid, 0);
          alive = true;
        }
      } catch {
        /* gone */
      }
      let age = 0;
      try {
        age = Date.now() - statSync(lock).mtimeMs;
      } catch {
        continue; /* released meanwhile */
      }
      if (!alive && age > 5000) {
        rmSync(lock, { recursive: true, force: true });
        continue;
      }
      if (Date.now() - started > 30 * 60_000) throw new Error(`timed out waiting for another worker build (${lock})`);
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 2000);
    }
  }
  try {
    return fn();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/**
 * Returns the path of a built mediasoup-worker for the pinned version, building it first
 * when the cache does not have it.
 */
export function ensureMediasoupWorker({ force = false, env = process.env } = {}) {
  const version = mediasoupVersion();
  const dir = workerCacheDir(version, env);
  const bin = join(dir, 'mediasoup-worker');
  if (existsSync(bin) && !force) return bin;
  mkdirSync(dir, { recursive: true });
  return withLock(dir, () => {
    if (existsSync(bin) && !force) return bin; // built by whoever held the lock
    const started = Date.now();
    console.log(`Building mediasoup-worker ${version} (first run only; a few minutes)...`);
    installDebianPackages();
    const work = join(dir, 'build');
    rmSync(work, { recursive: true, force: true });
    mkdirSync(work, { recursive: true });
    // The tarball carries the worker's C++ sources; npm fetches it from the registry (or its cache).
    run('npm', ['pack', `mediasoup@${version}`, '--silent'], { cwd: work, stdio: ['ignore', 'ignore', 'inherit'] });
    run('tar', ['xzf', `mediasoup-${version}.tgz`], { cwd: work });
    const workerDir = join(work, 'package', 'worker');
    patchWorker(workerDir);
    run('meson', ['setup', 'out/Release', '--buildtype=release', '-Dms_disable_liburing=true'], { cwd: workerDir });
    // meson does not order the flatc-generated headers before the C++ compile here.
    run('ninja', ['-C', 'out/Release', 'fbs/FBS'], { cwd: workerDir });
    const jobs = String(Number(env.JOBS) || availableParallelism());
    run('ninja', ['-C', 'out/Release', '-j', jobs, 'mediasoup-worker'], { cwd: workerDir });
    const tmp = `${bin}.tmp-${process.pid}`;
    copyFileSync(join(workerDir, 'out', 'Release', 'mediasoup-worker'), tmp);
    chmodSync(tmp, 0o755);
    renameSync(tmp, bin); // atomic: a half-copied binary is never seen as cached
    rmSync(work, { recursive: true, force: true });
    const seconds = Math.round((Date.now() - started) / 1000);
    console.log(`mediasoup-worker ${version} built in ${Math.floor(seconds / 60)} min ${seconds % 60} s: ${bin}`);
    return bin;
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  try {
    console.log(ensureMediasoupWorker({ force: process.argv.includes('--force') }));
  } catch (error) {
    console.error(String(error instanceof Error ? error.message : error));
    process.exit(1);
  }
}
