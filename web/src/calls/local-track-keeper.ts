// Its own module so the call manager holds kept tracks without loading the call session code,
// which only a call that starts or rings needs.
/**
 * Local tracks outlive a call so a rejoin does not ask for the camera again. They stay for a
 * short while only: a camera left running after a call would be a surprise.
 */
export class LocalTrackKeeper {
  private tracks: MediaStreamTrack[] = [];
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly keepMs = 30_000) {}

  keep(tracks: MediaStreamTrack[]): void {
    this.tracks = tracks.filter((t) => t.readyState === 'live');
    clearTimeout(this.timer);
    if (this.tracks.length) this.timer = setTimeout(() => this.stop(), this.keepMs);
  }

  /** The kept tracks when they cover what the call needs; the others are stopped. */
  take(video: boolean): MediaStream | null {
    clearTimeout(this.timer);
    const live = this.tracks.filter((t) => t.readyState === 'live');
    const audio = live.find((t) => t.kind === 'audio');
    const camera = live.find((t) => t.kind === 'video');
    this.tracks = [];
    if (!audio || (video && !camera)) {
      live.forEach((t) => t.stop());
      return null;
    }
    if (!video) camera?.stop();
    const wanted = video && camera ? [audio, camera] : [audio];
    wanted.forEach((t) => (t.enabled = true));
    return new MediaStream(wanted);
  }

  stop(): void {
    clearTimeout(this.timer);
    this.tracks.forEach((t) => t.stop());
    this.tracks = [];
  }
}
