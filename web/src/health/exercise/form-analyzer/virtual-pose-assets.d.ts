// The addresses web/build/pose-assets.ts gives the pose detection files (served by us, hashed).
declare module 'virtual:pulse-pose-assets' {
  interface WasmFiles {
    wasmLoaderPath: string;
    wasmBinaryPath: string;
  }
  export const POSE_WASM: { simd: WasmFiles; nosimd: WasmFiles };
  export const POSE_MODELS: { lite: string; full: string; heavy: string };
}
