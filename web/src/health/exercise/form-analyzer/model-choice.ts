// Which pose model and delegate a device gets (docs/form-analyzer.md):
// - Model: the spec's light model on mobile (lite) and heavy one on desktop (heavy), where the
//   desktop has a GPU. Heavy on a CPU takes about 300 ms a frame on a 2-core machine (3 frames
//   a second: a minute of video takes three and a half), so a desktop on the CPU gets full
//   (about 45 ms), the spec's third variant.
// - Mobile is what the browser says of itself: navigator.userAgentData.mobile where it exists
//   (Chromium), else a phone or tablet user agent (Android, iPhone, iPad, iPod, "Mobi"), or an
//   iPad that presents itself as a Mac (Macintosh with a touch screen). Not the screen width:
//   a narrow desktop window still has a desktop's processor.
// - Delegate: GPU when WebGL2 runs on real graphics hardware (pose-model.ts falls back to the
//   CPU when the GPU delegate fails to start); a software renderer (SwiftShader, llvmpipe: a
//   machine or browser with no GPU) gets the CPU directly, where XNNPACK beats emulated WebGL.
export const POSE_MODEL_VARIANTS = ['lite', 'full', 'heavy'] as const;
export type PoseModelVariant = (typeof POSE_MODEL_VARIANTS)[number];
export type PoseDelegate = 'GPU' | 'CPU';

export interface NavigatorHints {
  userAgent: string;
  maxTouchPoints?: number;
  userAgentData?: { mobile?: boolean };
}

/** Whether this browser is on a phone or tablet. */
export function isMobileDevice(nav: NavigatorHints = navigator): boolean {
  if (typeof nav.userAgentData?.mobile === 'boolean') return nav.userAgentData.mobile;
  if (/Android|iPhone|iPad|iPod|Mobi/i.test(nav.userAgent)) return true;
  return /Macintosh/.test(nav.userAgent) && (nav.maxTouchPoints ?? 0) > 1;
}

export const modelVariantFor = (mobile: boolean, delegate: PoseDelegate): PoseModelVariant => (mobile ? 'lite' : delegate === 'GPU' ? 'heavy' : 'full');

const SOFTWARE_RENDERER = /SwiftShader|llvmpipe|softpipe|Software|Microsoft Basic Render/i;

export const delegateForRenderer = (renderer: string | null): PoseDelegate => (renderer === null || SOFTWARE_RENDERER.test(renderer) ? 'CPU' : 'GPU');

/** GPU when WebGL2 runs on graphics hardware; CPU with no WebGL2 or a software renderer. */
export function preferredDelegate(): PoseDelegate {
  try {
    const gl = document.createElement('canvas').getContext('webgl2');
    if (!gl) return 'CPU';
    const info = gl.getExtension('WEBGL_debug_renderer_info');
    const renderer = String(gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER));
    gl.getExtension('WEBGL_lose_context')?.loseContext();
    return delegateForRenderer(renderer);
  } catch {
    return 'CPU';
  }
}

/**
 * A choice made by hand, for support and the bench: localStorage 'pulse:pose-model' set to a
 * variant ('lite', 'full', 'heavy'), optionally with a delegate ('full/CPU'). Anything else is ignored.
 */
export function parsePoseModelOverride(value: string | null): { variant?: PoseModelVariant; delegate?: PoseDelegate } {
  const match = /^(lite|full|heavy)(?:\/(CPU|GPU))?$/.exec(value ?? '');
  if (!match) return {};
  return match[2] ? { variant: match[1] as PoseModelVariant, delegate: match[2] as PoseDelegate } : { variant: match[1] as PoseModelVariant };
}
