// "Scan QR": reads the modal's QR code with the camera where the browser has BarcodeDetector (Chromium on
// Android/macOS/ChromeOS); elsewhere the page offers only the paste field.
import { el } from './dom.js';

interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect(source: CanvasImageSource): Promise<DetectedBarcode[]>;
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats(): Promise<string[]>;
}

const SCAN_INTERVAL_MS = 250;

function detectorClass(): BarcodeDetectorClass | undefined {
  return (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
}

/** True when QR codes can be decoded and a camera is present (labels need no permission to count devices). */
export async function canScan(): Promise<boolean> {
  const Detector = detectorClass();
  if (!Detector || !navigator.mediaDevices?.enumerateDevices || !navigator.mediaDevices.getUserMedia) return false;
  try {
    const [formats, devices] = await Promise.all([Detector.getSupportedFormats(), navigator.mediaDevices.enumerateDevices()]);
    return formats.includes('qr_code') && devices.some(device => device.kind === 'videoinput');
  } catch {
    return false;
  }
}

/**
 * Shows the camera in a modal dialog until a `wc:` QR code is seen (resolves with it) or the user cancels
 * (resolves undefined). The camera is released in every case.
 */
export async function scanQr(): Promise<string | undefined> {
  const Detector = detectorClass();
  if (!Detector) return undefined;
  const detector = new Detector({ formats: ['qr_code'] });
  const stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
  const video = el('video', { muted: true, playsInline: true, autoplay: true, ariaLabel: 'Camera preview' });
  video.srcObject = stream;
  const dialog = el('dialog', { className: 'pw-scan', ariaLabel: 'Scan QR code' });
  let timer: ReturnType<typeof setInterval> | undefined;
  return new Promise<string | undefined>(resolve => {
    const finish = (value: string | undefined): void => {
      clearInterval(timer);
      for (const track of stream.getTracks()) track.stop();
      dialog.close();
      dialog.remove();
      resolve(value);
    };
    dialog.append(
      el('p', {}, 'Point the camera at the QR code in the modal.'),
      video,
      el('button', { type: 'button', onclick: () => finish(undefined) }, 'Cancel'),
    );
    dialog.addEventListener('cancel', () => finish(undefined));
    document.body.append(dialog);
    dialog.showModal();
    let busy = false;
    timer = setInterval(() => {
      if (busy || video.readyState < 2) return;
      busy = true;
      detector
        .detect(video)
        .then(codes => {
          const uri = codes.map(code => code.rawValue).find(value => value.startsWith('wc:'));
          if (uri) finish(uri);
        })
        .catch(() => undefined)
        .finally(() => (busy = false));
    }, SCAN_INTERVAL_MS);
  });
}
