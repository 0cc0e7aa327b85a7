// Draws the pose the analyzer sees over the video: the skeleton's bones and joints, scaled to
// the canvas laid over the video (same intrinsic size as the video's frames).
import { DrawingUtils, type NormalizedLandmark } from '@mediapipe/tasks-vision';
import { POSE_CONNECTIONS } from './pose-model';

export function drawSkeleton(canvas: HTMLCanvasElement, width: number, height: number, landmarks: NormalizedLandmark[] | null): void {
  if (canvas.width !== width || canvas.height !== height) {
    canvas.width = width;
    canvas.height = height;
  }
  const context = canvas.getContext('2d');
  if (!context) return;
  context.clearRect(0, 0, width, height);
  if (!landmarks) return;
  const scale = Math.max(1, Math.round(Math.min(width, height) / 360));
  const draw = new DrawingUtils(context);
  draw.drawConnectors(landmarks, POSE_CONNECTIONS, { color: '#38bdf8', lineWidth: 3 * scale });
  draw.drawLandmarks(landmarks, { color: '#f8fafc', fillColor: '#0ea5e9', lineWidth: scale, radius: 3 * scale });
}
