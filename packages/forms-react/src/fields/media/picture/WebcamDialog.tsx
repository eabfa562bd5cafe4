import '../media.css';
import { useEffect, useRef, useState } from 'react';
import { DialogActions } from '../../display/dialog/DialogActions';
import { ModalDialog } from '../../display/dialog/ModalDialog';
import { useMediaTexts } from '../mediaTexts';
import { WEBCAM_HEIGHT, WEBCAM_WIDTH } from './webcamSize';

/** Draws the current video frame, cropped to fill 250 × 150, and gives it as a PNG file. */
function captureFrame(video: HTMLVideoElement): Promise<File | null> {
  const canvas = document.createElement('canvas');
  canvas.width = WEBCAM_WIDTH;
  canvas.height = WEBCAM_HEIGHT;
  const context = canvas.getContext('2d');
  if (!context || !video.videoWidth || !video.videoHeight) return Promise.resolve(null);
  const scale = Math.max(WEBCAM_WIDTH / video.videoWidth, WEBCAM_HEIGHT / video.videoHeight);
  const width = WEBCAM_WIDTH / scale;
  const height = WEBCAM_HEIGHT / scale;
  context.drawImage(
    video,
    (video.videoWidth - width) / 2,
    (video.videoHeight - height) / 2,
    width,
    height,
    0,
    0,
    WEBCAM_WIDTH,
    WEBCAM_HEIGHT,
  );
  return new Promise((resolve) =>
    canvas.toBlob((blob) => resolve(blob ? new File([blob], 'webcam.png', { type: 'image/png' }) : null)),
  );
}

/** "Picture": the webcam picture taker (getUserMedia), 250 × 150, with Capture. */
export function WebcamDialog({
  onCapture,
  onClose,
}: {
  onCapture: (file: File) => void;
  onClose: () => void;
}) {
  const texts = useMediaTexts();
  const videoRef = useRef<HTMLVideoElement>(null);
  const [ready, setReady] = useState(false);
  const [unavailable, setUnavailable] = useState(false);

  useEffect(() => {
    let stream: MediaStream | null = null;
    let cancelled = false;
    const media = navigator.mediaDevices;
    if (!media?.getUserMedia) {
      setUnavailable(true);
      return;
    }
    media
      .getUserMedia({ video: { width: { ideal: 640 }, height: { ideal: 480 } }, audio: false })
      .then((opened) => {
        stream = opened;
        if (cancelled) {
          for (const track of opened.getTracks()) track.stop();
          return;
        }
        const video = videoRef.current;
        if (!video) return;
        video.srcObject = opened;
        void video.play().catch(() => undefined);
        setReady(true);
      })
      .catch((error: unknown) => {
        console.warn('The webcam could not be opened.', error);
        if (!cancelled) setUnavailable(true);
      });
    return () => {
      cancelled = true;
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, []);

  const capture = async () => {
    const video = videoRef.current;
    const file = video ? await captureFrame(video) : null;
    if (file) onCapture(file);
  };

  return (
    <ModalDialog
      title={texts.picture}
      onClose={onClose}
      footer={
        <DialogActions
          cancelLabel={texts.cancel}
          onCancel={onClose}
          confirmLabel={texts.capture}
          onConfirm={() => void capture()}
          confirmDisabled={!ready}
        />
      }
    >
      {unavailable ? (
        <p className="cf-pad-message" role="alert">
          {texts.webcamUnavailable}
        </p>
      ) : (
        <video
          ref={videoRef}
          className="cf-webcam"
          width={WEBCAM_WIDTH}
          height={WEBCAM_HEIGHT}
          aria-label={texts.webcamPreview}
          muted
          playsInline
        />
      )}
    </ModalDialog>
  );
}
