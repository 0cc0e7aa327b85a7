// The 3D part of the viewer, in a chunk of its own (model-viewer.tsx imports it on demand):
// a GLB drawn by @react-three/fiber with drei's controls, lit by plain lights (no environment
// map: drei's presets download HDR files from a CDN), turning slowly when asked, and playing
// one of its glTF animations with an AnimationMixer. GLTFLoader without Draco or Meshopt
// decoders: our models use neither, and drei's defaults fetch the Draco decoder from gstatic.
// drei by file: its index also brings FaceLandmarker, with a second copy of MediaPipe.
import { Bounds } from '@react-three/drei/core/Bounds';
import { OrbitControls } from '@react-three/drei/core/OrbitControls';
import { Canvas, useFrame, useLoader } from '@react-three/fiber';
import { Suspense, useEffect, useMemo, useRef } from 'react';
import { AnimationMixer, LoopRepeat, setConsoleFunction, type AnimationAction } from 'three';
import { GLTFLoader } from 'three/examples/jsm/loaders/GLTFLoader.js';
import { clone as cloneSkinned } from 'three/examples/jsm/utils/SkeletonUtils.js';

// @react-three/fiber 9.8 still makes a THREE.Clock for every canvas, which three 0.183+ warns
// about each time (deprecated for THREE.Timer): a line about r3f's internals, not about the
// model. That one line is dropped; every other message of three goes to the console as before.
const CLOCK_DEPRECATED = 'THREE.Clock: This module has been deprecated. Please use THREE.Timer instead.';
setConsoleFunction((type: 'log' | 'warn' | 'error', message: string, ...params: unknown[]) => {
  if (message !== CLOCK_DEPRECATED) console[type](message, ...params);
});

export interface ModelCanvasProps {
  /** The GLB, from our own origin. */
  url: string;
  autoRotate?: boolean;
  /** The glTF animation to play, by name; the first one when the model has one and this is '*'. */
  animation?: string;
  /** Told the animations the model carries once it is loaded. */
  onAnimations?(names: string[]): void;
}

function Model({ url, animation, onAnimations }: Omit<ModelCanvasProps, 'autoRotate'>) {
  const gltf = useLoader(GLTFLoader, url);
  // A copy per viewer: the loader caches by URL and one scene object can sit in one canvas only.
  const scene = useMemo(() => cloneSkinned(gltf.scene), [gltf.scene]);
  const mixer = useMemo(() => new AnimationMixer(scene), [scene]);
  const playing = useRef<AnimationAction | null>(null);
  const names = useMemo(() => gltf.animations.map((clip) => clip.name), [gltf.animations]);

  useEffect(() => onAnimations?.(names), [names, onAnimations]);
  useEffect(() => {
    const clip = animation === '*' ? gltf.animations[0] : gltf.animations.find((c) => c.name === animation);
    if (!clip) return;
    const action = mixer.clipAction(clip);
    action.setLoop(LoopRepeat, Infinity).reset().play();
    playing.current = action;
    return () => {
      action.stop();
      playing.current = null;
    };
  }, [animation, gltf.animations, mixer]);
  useEffect(() => () => void mixer.stopAllAction(), [mixer]);

  useFrame((state, delta) => {
    if (!playing.current) return;
    mixer.update(delta);
    // For the browser tests and the curious: which clip plays, and how far it has got.
    const frame = state.gl.domElement.parentElement?.closest<HTMLElement>('[data-model-canvas]');
    if (frame) {
      frame.dataset.playing = playing.current.getClip().name;
      frame.dataset.animationTime = playing.current.time.toFixed(2);
    }
  });
  return <primitive object={scene} />;
}

export function ModelCanvas({ url, autoRotate = false, animation, onAnimations }: ModelCanvasProps) {
  // Only a turning or animated model needs a frame loop; a still one draws when something changes.
  const live = autoRotate || Boolean(animation);
  return (
    <div data-model-canvas="" data-url={url} style={{ width: '100%', height: '100%' }}>
      <Canvas frameloop={live ? 'always' : 'demand'} camera={{ position: [0, 1.2, 3.2], fov: 40 }} dpr={[1, 1.5]} data-testid="model-canvas">
        <ambientLight intensity={0.8} />
        <directionalLight position={[3, 5, 4]} intensity={1.6} />
        <directionalLight position={[-3, 2, -4]} intensity={0.5} />
        <Suspense fallback={null}>
          <Bounds fit clip observe margin={1.15}>
            <Model url={url} animation={animation} onAnimations={onAnimations} />
          </Bounds>
        </Suspense>
        <OrbitControls makeDefault autoRotate={autoRotate} autoRotateSpeed={2} enablePan={false} />
      </Canvas>
    </div>
  );
}
