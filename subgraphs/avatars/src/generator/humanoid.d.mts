import type { Scene } from 'three';

export interface HumanoidShape {
  heightMeters: number;
  build: string;
  skin: string;
  shirt: string;
  trousers: string;
}

export type GlbKind = 'model' | 'rigged' | 'animation';

export const ANIMATIONS: readonly string[];
export function buildHumanoid(shape: HumanoidShape, rigged?: boolean): { scene: Scene; bones: import('three').Bone[] };
export function exportGlb(scene: Scene, animations?: import('three').AnimationClip[]): Promise<Uint8Array>;
export function animationClip(id: string, bones: import('three').Bone[], fps: number): import('three').AnimationClip;
export function generateGlb(request: { shape: HumanoidShape; kind: GlbKind; animations?: readonly string[]; fps?: number }): Promise<Uint8Array>;
