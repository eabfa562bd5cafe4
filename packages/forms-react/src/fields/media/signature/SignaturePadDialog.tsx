import '../media.css';
import { useEffect, useId, useRef, useState } from 'react';
import SignaturePad from 'signature_pad';
import { DialogActions } from '../../display/dialog/DialogActions';
import { ModalDialog } from '../../display/dialog/ModalDialog';
import { useMediaTexts } from '../mediaTexts';
import { SIGNATURE_HEIGHT, SIGNATURE_WIDTH } from './signatureSize';
import { detectTopazTablet, type TopazTablet } from './topazTablet';
import { drawTypedSignature } from './typedSignature';

export type PadMode = 'mouse' | 'topaz' | 'type';

/** Sizes the canvas for the screen's pixel ratio so strokes stay sharp, keeping 350 × 150 CSS pixels. */
function prepareCanvas(canvas: HTMLCanvasElement): void {
  const ratio = Math.max(window.devicePixelRatio || 1, 1);
  canvas.width = SIGNATURE_WIDTH * ratio;
  canvas.height = SIGNATURE_HEIGHT * ratio;
  canvas.getContext('2d')?.scale(ratio, ratio);
}

/**
 * "Please Sign": the signature pad. A Topaz tablet is the default when one is installed; if it
 * fails to start the pad falls back to the mouse (forms.md section 4). A typed name is offered
 * too, so a person who cannot draw can still sign.
 */
export function SignaturePadDialog({
  typedNameDefault,
  onSave,
  onClose,
  detectTablet = detectTopazTablet,
}: {
  typedNameDefault: string;
  onSave: (image: string) => void;
  onClose: () => void;
  /** Injected by tests; the real detection reads the Topaz globals. */
  detectTablet?: () => Promise<TopazTablet | null>;
}) {
  const texts = useMediaTexts();
  const hintId = useId();
  const typedId = useId();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | null>(null);
  const [tablet, setTablet] = useState<TopazTablet | null>(null);
  const [mode, setMode] = useState<PadMode>('mouse');
  const [empty, setEmpty] = useState(true);
  const [typedName, setTypedName] = useState(typedNameDefault);
  const [message, setMessage] = useState('');

  useEffect(() => {
    let cancelled = false;
    void detectTablet().then((found) => {
      if (cancelled || !found) return;
      setTablet(found);
      setMode('topaz');
    });
    return () => {
      cancelled = true;
    };
  }, [detectTablet]);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    prepareCanvas(canvas);
    setEmpty(true);
    if (mode === 'mouse') {
      const pad = new SignaturePad(canvas);
      padRef.current = pad;
      const onStroke = () => setEmpty(pad.isEmpty());
      pad.addEventListener('endStroke', onStroke);
      return () => {
        pad.removeEventListener('endStroke', onStroke);
        pad.off();
        padRef.current = null;
      };
    }
    if (mode === 'topaz' && tablet) {
      tablet.start(canvas).catch((error: unknown) => {
        console.warn('The Topaz tablet did not start; falling back to the mouse.', error);
        setMessage(texts.topazFailed);
        setTablet(null);
        setMode('mouse');
      });
      return () => {
        void tablet.stop().catch(() => undefined);
      };
    }
    return undefined;
  }, [mode, tablet, texts.topazFailed]);

  useEffect(() => {
    if (mode === 'type' && canvasRef.current) drawTypedSignature(canvasRef.current, typedName.trim());
  }, [mode, typedName]);

  const clear = () => {
    setMessage('');
    if (mode === 'mouse') {
      padRef.current?.clear();
      setEmpty(true);
    } else if (mode === 'topaz') void tablet?.clear();
    else setTypedName('');
  };

  const save = async () => {
    if (mode === 'mouse') {
      const pad = padRef.current;
      if (pad && !pad.isEmpty()) onSave(pad.toDataURL('image/png'));
      return;
    }
    if (mode === 'topaz' && tablet) {
      const image = await tablet.capture().catch(() => null);
      if (image) onSave(image);
      else setMessage(texts.topazEmpty);
      return;
    }
    const canvas = canvasRef.current;
    if (canvas && typedName.trim()) onSave(canvas.toDataURL('image/png'));
  };

  const canSave = mode === 'topaz' || (mode === 'mouse' ? !empty : typedName.trim() !== '');
  const modes: PadMode[] = tablet ? ['topaz', 'mouse', 'type'] : ['mouse', 'type'];
  const modeLabel: Record<PadMode, string> = {
    mouse: texts.modeMouse,
    topaz: texts.modeTopaz,
    type: texts.modeType,
  };
  const hint = mode === 'mouse' ? texts.mouseHint : mode === 'topaz' ? texts.topazHint : texts.typeHint;

  return (
    <ModalDialog
      title={texts.pleaseSign}
      onClose={onClose}
      closeOnBackdrop={false}
      footer={
        <DialogActions
          before={
            <button type="button" className="cf-button" onClick={clear}>
              {texts.clear}
            </button>
          }
          cancelLabel={texts.cancel}
          onCancel={onClose}
          confirmLabel={texts.save}
          onConfirm={() => void save()}
          confirmDisabled={!canSave}
        />
      }
    >
      <fieldset className="cf-pad-modes">
        <legend>{texts.padMode}</legend>
        {modes.map((option) => (
          <label key={option}>
            <input
              type="radio"
              name={`${hintId}-mode`}
              value={option}
              checked={mode === option}
              onChange={() => {
                setMessage('');
                setMode(option);
              }}
            />
            {modeLabel[option]}
          </label>
        ))}
      </fieldset>
      <p id={hintId} className="cf-pad-hint">
        {hint}
      </p>
      {mode === 'type' && (
        <div className="cf-modal-field">
          <label htmlFor={typedId}>{texts.typedName}</label>
          <input
            id={typedId}
            className="cf-input"
            value={typedName}
            autoComplete="name"
            onChange={(event) => setTypedName(event.currentTarget.value)}
          />
        </div>
      )}
      <canvas
        // A fresh canvas per mode: the pad and the tablet each draw on their own.
        key={mode}
        ref={canvasRef}
        className="cf-signature-canvas"
        style={{ width: SIGNATURE_WIDTH, height: SIGNATURE_HEIGHT }}
        aria-label={texts.signature}
        aria-describedby={hintId}
        role="img"
      />
      {message && (
        <p className="cf-pad-message" role="status">
          {message}
        </p>
      )}
    </ModalDialog>
  );
}
