// The media server's test helpers, for whole-network tests that drive a call's media
// (`@pulse/dev-env/sfu`). A subpath of its own: importing it loads mediasoup.
export { describeWithWorker, HAVE_WORKER, WORKER_BIN } from '@pulse/sfu/testing/harness';
export { SfuTestClient } from '@pulse/sfu/testing/ws-client';
