/**
 * The Topaz signature tablet, behind one small adapter. Topaz ships two browser integrations:
 * - SigPlusExtLite, a browser extension: it marks the page with the
 *   `SigPlusExtLiteExtension-installed` attribute on <html> and exposes the `Topaz` global once
 *   its wrapper script (named by the `SigPlusExtLiteWrapperURL` attribute) is loaded;
 * - SigWeb, a local service driven through the `SigWebTablet.js` globals (`IsSigWebInstalled`,
 *   `SetTabletState`, `GetSigImageB64`...), which a clinic's host page includes.
 * Neither present (tests, most computers) means no tablet: the pad signs with the mouse.
 */
export interface TopazTablet {
  readonly kind: 'sigplus-ext-lite' | 'sigweb';
  /** Starts capture, drawing the pen live on the canvas; rejects when the tablet cannot start. */
  start(canvas: HTMLCanvasElement): Promise<void>;
  /** The signature as a PNG data URL, or null when nothing was signed on the tablet. */
  capture(): Promise<string | null>;
  clear(): Promise<void>;
  /** Ends capture and frees the tablet for the next page. */
  stop(): Promise<void>;
}

/** The SigPlusExtLite `Topaz` global, as far as the pad uses it. */
export interface SigPlusExtLiteApi {
  Global: { GetDeviceStatus(): Promise<number> | number };
  Canvas: {
    Sign: {
      StartSign(canvas: HTMLCanvasElement): Promise<unknown> | unknown;
      GetSignatureImage(): Promise<string | null> | string | null;
      ClearSign(): Promise<unknown> | unknown;
      SetTabletState(state: number): Promise<unknown> | unknown;
    };
    LCDTablet?: { ClearTablet(): Promise<unknown> | unknown };
  };
}

/** The SigWebTablet.js globals the pad uses. */
export interface SigWebApi {
  IsSigWebInstalled?(): boolean;
  SetDisplayXSize?(size: number): void;
  SetDisplayYSize?(size: number): void;
  SetJustifyMode?(mode: number): void;
  SetTabletState?(
    state: number,
    contextOrTimer: CanvasRenderingContext2D | number | null,
    delay?: number,
  ): number | null;
  ClearTablet?(): void;
  NumberOfTabletPoints?(): number;
  SetImageXSize?(size: number): void;
  SetImageYSize?(size: number): void;
  SetImagePenWidth?(width: number): void;
  GetSigImageB64?(callback: (base64: string) => void): void;
  Reset?(): void;
}

export interface TopazEnvironment extends SigWebApi {
  Topaz?: SigPlusExtLiteApi;
}

const extLiteInstalledAttribute = 'SigPlusExtLiteExtension-installed';
const extLiteWrapperAttribute = 'SigPlusExtLiteWrapperURL';
/** GetDeviceStatus answers 1 when a tablet is attached (0 none, negative: software missing). */
const deviceAttached = 1;
const scriptLoadTimeoutMs = 3000;

function asDataUrl(image: string): string {
  return image.startsWith('data:') ? image : `data:image/png;base64,${image}`;
}

function extLiteTablet(topaz: SigPlusExtLiteApi): TopazTablet {
  const sign = topaz.Canvas.Sign;
  return {
    kind: 'sigplus-ext-lite',
    async start(canvas) {
      await sign.StartSign(canvas);
    },
    async capture() {
      const image = await sign.GetSignatureImage();
      return image ? asDataUrl(image) : null;
    },
    async clear() {
      await sign.ClearSign();
      await topaz.Canvas.LCDTablet?.ClearTablet();
    },
    async stop() {
      await sign.SetTabletState(0);
      await topaz.Canvas.LCDTablet?.ClearTablet();
    },
  };
}

function sigWebTablet(api: SigWebApi, size: { width: number; height: number }): TopazTablet {
  let timer: number | null = null;
  const stopTimer = () => {
    if (timer !== null) api.SetTabletState?.(0, timer);
    timer = null;
  };
  return {
    kind: 'sigweb',
    async start(canvas) {
      const context = canvas.getContext('2d');
      if (!context || !api.SetTabletState) throw new Error('SigWeb cannot draw on this canvas');
      api.SetDisplayXSize?.(size.width);
      api.SetDisplayYSize?.(size.height);
      api.SetJustifyMode?.(0);
      api.ClearTablet?.();
      timer = api.SetTabletState(1, context, 50);
      if (timer === null || timer === undefined) throw new Error('SigWeb did not start the tablet');
    },
    capture() {
      if (!api.GetSigImageB64 || (api.NumberOfTabletPoints?.() ?? 0) === 0) return Promise.resolve(null);
      stopTimer();
      api.SetImageXSize?.(size.width);
      api.SetImageYSize?.(size.height);
      api.SetImagePenWidth?.(2);
      const getImage = api.GetSigImageB64;
      return new Promise((resolve) => getImage((base64) => resolve(base64 ? asDataUrl(base64) : null)));
    },
    async clear() {
      api.ClearTablet?.();
    },
    async stop() {
      stopTimer();
      api.Reset?.();
    },
  };
}

function loadScript(url: string): Promise<void> {
  return new Promise((resolve) => {
    const script = document.createElement('script');
    const done = () => resolve();
    script.src = url;
    script.onload = done;
    script.onerror = done;
    setTimeout(done, scriptLoadTimeoutMs);
    document.head.appendChild(script);
  });
}

/**
 * Finds an installed, attached Topaz tablet: the extension first (it is what Topaz recommends
 * for current browsers), then SigWeb. Any failure while asking means no tablet.
 */
export async function detectTopazTablet(
  environment: TopazEnvironment = window as unknown as TopazEnvironment,
  root: HTMLElement = document.documentElement,
  size = { width: 350, height: 150 },
): Promise<TopazTablet | null> {
  try {
    if (root.getAttribute(extLiteInstalledAttribute) !== null) {
      const wrapperUrl = root.getAttribute(extLiteWrapperAttribute);
      if (!environment.Topaz && wrapperUrl) await loadScript(wrapperUrl);
      const topaz = environment.Topaz;
      if (topaz && (await topaz.Global.GetDeviceStatus()) === deviceAttached) return extLiteTablet(topaz);
    }
    if (typeof environment.IsSigWebInstalled === 'function' && environment.IsSigWebInstalled())
      return sigWebTablet(environment, size);
  } catch (error) {
    console.warn('Topaz tablet detection failed; signing with the mouse.', error);
  }
  return null;
}
