// The gatehouse's QR scanner: the tablet's camera (the browser's BarcodeDetector where it exists,
// otherwise jsQR on the video's frames) or a photo, read by the same decoder. What it reads (a
// pass code, or text ending in one) fills the typed-code form and submits it. jsQR is loaded only
// when needed, so no other page pays for it.

type Decode = (source: CanvasImageSource, width: number, height: number) => Promise<string | undefined>;

interface DetectorLike {
  detect(source: CanvasImageSource): Promise<{ rawValue: string }[]>;
}

async function makeDecoder(): Promise<Decode> {
  const Detector = (window as unknown as { BarcodeDetector?: new (o: { formats: string[] }) => DetectorLike })
    .BarcodeDetector;
  if (Detector) {
    const detector = new Detector({ formats: ['qr_code'] });
    return async (source) => (await detector.detect(source))[0]?.rawValue;
  }
  const { default: jsQR } = await import('jsqr');
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return async (source, width, height) => {
    if (!context || !width || !height) return undefined;
    canvas.width = width;
    canvas.height = height;
    context.drawImage(source, 0, 0, width, height);
    const image = context.getImageData(0, 0, width, height);
    return jsQR(image.data, width, height)?.data;
  };
}

let decoder: Promise<Decode> | undefined;
/** The page's decoder: the photo input and the camera share it (tests feed it an image). */
export const decodeQr: Decode = async (source, width, height) =>
  (await (decoder ??= makeDecoder()))(source, width, height);

export function startScanner(root: ParentNode = document) {
  const form = root.querySelector<HTMLFormElement>('[data-code-form]');
  const panel = form?.querySelector<HTMLElement>('[data-scanner]');
  if (!form || !panel) return;
  const input = form.querySelector<HTMLInputElement>('input[name="codigo"]');
  const message = panel.querySelector<HTMLElement>('[data-scan-message]');
  const video = panel.querySelector<HTMLVideoElement>('[data-scan-video]');
  const stopButton = panel.querySelector<HTMLButtonElement>('[data-scan-stop]');
  panel.hidden = false;
  let stream: MediaStream | undefined;

  const submit = (value: string) => {
    if (!input) return;
    input.value = value.trim();
    form.requestSubmit();
  };
  const say = (key: 'none' | 'denied') => {
    if (message) message.textContent = message.dataset[key] ?? '';
  };
  const stop = () => {
    stream?.getTracks().forEach((track) => track.stop());
    stream = undefined;
    video?.classList.add('hidden');
    stopButton?.classList.add('hidden');
  };

  const readPhoto = async (file: File) => {
    const bitmap = await createImageBitmap(file);
    const value = await decodeQr(bitmap, bitmap.width, bitmap.height);
    if (value) submit(value);
    else say('none');
  };
  panel.querySelector<HTMLInputElement>('[data-scan-photo]')?.addEventListener('change', (event) => {
    const file = (event.target as HTMLInputElement).files?.[0];
    if (file) readPhoto(file).catch(() => say('none'));
  });

  stopButton?.addEventListener('click', stop);
  const openCamera = async () => {
    if (!video || stream) return;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' } });
    } catch {
      say('denied');
      return;
    }
    video.srcObject = stream;
    video.classList.remove('hidden');
    stopButton?.classList.remove('hidden');
    await video.play();
    const tick = async () => {
      if (!stream) return;
      const value = video.videoWidth ? await decodeQr(video, video.videoWidth, video.videoHeight) : undefined;
      if (value) {
        stop();
        submit(value);
      } else {
        window.setTimeout(() => void tick(), 250);
      }
    };
    void tick();
  };
  panel.querySelector('[data-scan-camera]')?.addEventListener('click', () => void openCamera());
  window.addEventListener('pagehide', stop);
}
