import { useCallback, useEffect, useRef, useState } from 'react';

/** Where the camera stands: asked for, showing, refused by the member, absent, or failed. */
export type CameraState = 'idle' | 'starting' | 'live' | 'denied' | 'unavailable' | 'failed';

/** The JPEG quality of a selfie: enough for a moderator to compare faces, small enough to send. */
const JPEG_QUALITY = 0.9;
/** How long 'Take picture' waits for the camera's first frame before saying there is none. */
const FIRST_FRAME_MS = 3000;

/**
 * D43: the front camera in a <video>, and a frame of it as a JPEG (canvas.toBlob). No file is ever
 * picked: the only image source is the live camera. The tracks stop when the caller stops them or
 * when the component that holds the hook goes away (the dialog closes), so the camera light goes off.
 */
export function useCamera() {
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const [state, setState] = useState<CameraState>('idle');

  const stop = useCallback(() => {
    for (const track of streamRef.current?.getTracks() ?? []) track.stop();
    streamRef.current = null;
    if (videoRef.current) videoRef.current.srcObject = null;
    setState((current) => (current === 'live' || current === 'starting' ? 'idle' : current));
  }, []);

  const start = useCallback(async () => {
    if (streamRef.current) {
      // The same stream, shown again after a preview replaced the video.
      if (videoRef.current && videoRef.current.srcObject !== streamRef.current) {
        videoRef.current.srcObject = streamRef.current;
      }
      setState('live');
      return;
    }
    if (!navigator.mediaDevices?.getUserMedia) {
      setState('unavailable');
      return;
    }
    setState('starting');
    try {
      const stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'user' }, audio: false });
      streamRef.current = stream;
      if (videoRef.current) {
        videoRef.current.srcObject = stream;
        await videoRef.current.play().catch(() => undefined);
      }
      setState('live');
    } catch (error) {
      const name = (error as DOMException).name;
      setState(
        name === 'NotAllowedError' || name === 'SecurityError'
          ? 'denied'
          : name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'NotReadableError'
            ? 'unavailable'
            : 'failed',
      );
    }
  }, []);

  /** The frame the video shows now, as a JPEG; null when there is no frame yet. */
  const capture = useCallback(async (): Promise<Blob | null> => {
    const video = videoRef.current;
    if (!video) return null;
    // The stream may not have drawn its first frame yet (a slow phone): wait for it, briefly.
    if (!video.videoWidth) {
      await new Promise<void>((resolve) => {
        const timer = window.setTimeout(resolve, FIRST_FRAME_MS);
        video.addEventListener(
          'loadeddata',
          () => {
            window.clearTimeout(timer);
            resolve();
          },
          { once: true },
        );
      });
    }
    if (!video.videoWidth || !video.videoHeight) return null;
    const canvas = document.createElement('canvas');
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    const context = canvas.getContext('2d');
    if (!context) return null;
    context.drawImage(video, 0, 0, canvas.width, canvas.height);
    return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY));
  }, []);

  // The video element may mount after the stream started.
  const attach = useCallback((video: HTMLVideoElement | null) => {
    videoRef.current = video;
    if (video && streamRef.current && video.srcObject !== streamRef.current) {
      video.srcObject = streamRef.current;
      void video.play().catch(() => undefined);
    }
  }, []);

  useEffect(
    () => () => {
      for (const track of streamRef.current?.getTracks() ?? []) track.stop();
      streamRef.current = null;
    },
    [],
  );

  return { attach, state, start, stop, capture };
}
