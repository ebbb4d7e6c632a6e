import { useCallback, useEffect, useRef, useState } from 'react';
import { CAMERA_PHOTO_NAME, CAMERA_PHOTO_TYPE } from '../../../config/constants.ts';
import { notify } from '../../../components/ui/toaster.tsx';
import { logger } from '../../../lib/logger.ts';
import { fitWithin } from '../lib/downscale-image.ts';
import { cameraError } from '../lib/validate-image.ts';

export type CameraState = 'off' | 'starting' | 'on' | 'captured';

/** Rear camera preferred, ideally 1280×720. */
export const CAMERA_CONSTRAINTS: MediaStreamConstraints = {
  video: { facingMode: { ideal: 'environment' }, width: { ideal: 1280 }, height: { ideal: 720 } },
  audio: false,
};

/**
 * Camera states: off → on (stream live) → captured (preview). Taking a photo stops the
 * stream; retake restarts it. The stream is always stopped on unmount.
 */
export function useCamera() {
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const [state, setState] = useState<CameraState>('off');
  const [photo, setPhoto] = useState<File | null>(null);
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);

  const stop = useCallback(() => {
    streamRef.current?.getTracks().forEach((track) => track.stop());
    streamRef.current = null;
    if (videoRef.current) videoRef.current.srcObject = null;
  }, []);

  const start = useCallback(async () => {
    stop();
    setPhoto(null);
    setPreviewUrl((url) => {
      if (url) URL.revokeObjectURL(url);
      return null;
    });
    setState('starting');
    try {
      if (!navigator.mediaDevices?.getUserMedia) throw new Error('Camera API not available');
      const stream = await navigator.mediaDevices.getUserMedia(CAMERA_CONSTRAINTS);
      streamRef.current = stream;
      const video = videoRef.current;
      if (video) {
        video.srcObject = stream;
        await video.play().catch(() => undefined); // autoplay policies: muted+playsInline usually suffice
      }
      setState('on');
    } catch (error) {
      logger.error('Camera could not start', error);
      stop();
      setState('off');
      notify(cameraError());
    }
  }, [stop]);

  /** Capture the current frame as a JPEG File named 'product-photo.jpg' and stop the stream. */
  const capture = useCallback(async (): Promise<File | null> => {
    const video = videoRef.current;
    if (!video || !streamRef.current) return null;
    // A camera that delivers more than asked for is drawn within the upload's long side, as a chosen photo is.
    const size = fitWithin({ width: video.videoWidth || 1280, height: video.videoHeight || 720 });
    const canvas = Object.assign(document.createElement('canvas'), size);
    canvas.getContext('2d')?.drawImage(video, 0, 0, canvas.width, canvas.height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, CAMERA_PHOTO_TYPE, 0.9));
    if (!blob) return null;
    const file = new File([blob], CAMERA_PHOTO_NAME, { type: CAMERA_PHOTO_TYPE });
    stop();
    setPhoto(file);
    setPreviewUrl(URL.createObjectURL(file));
    setState('captured');
    return file;
  }, [stop]);

  useEffect(() => stop, [stop]);
  useEffect(() => () => void (previewUrl && URL.revokeObjectURL(previewUrl)), [previewUrl]);

  return { videoRef, state, photo, previewUrl, start, stop, capture };
}
