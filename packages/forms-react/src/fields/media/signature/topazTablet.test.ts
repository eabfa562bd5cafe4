import { describe, expect, it, vi } from 'vitest';
import { detectTopazTablet, type SigPlusExtLiteApi, type TopazEnvironment } from './topazTablet';

const root = () => document.createElement('html');

function fakeSigWeb(overrides: Partial<TopazEnvironment> = {}): TopazEnvironment {
  return {
    IsSigWebInstalled: () => true,
    SetDisplayXSize: vi.fn(),
    SetDisplayYSize: vi.fn(),
    SetJustifyMode: vi.fn(),
    ClearTablet: vi.fn(),
    SetTabletState: vi.fn(() => 7),
    NumberOfTabletPoints: () => 42,
    SetImageXSize: vi.fn(),
    SetImageYSize: vi.fn(),
    SetImagePenWidth: vi.fn(),
    GetSigImageB64: (callback) => callback('iVBORw0KGgo='),
    Reset: vi.fn(),
    ...overrides,
  };
}

function fakeExtLite(status: number): SigPlusExtLiteApi {
  return {
    Global: { GetDeviceStatus: async () => status },
    Canvas: {
      Sign: {
        StartSign: vi.fn(async () => undefined),
        GetSignatureImage: async () => 'data:image/png;base64,AAAA',
        ClearSign: vi.fn(async () => undefined),
        SetTabletState: vi.fn(async () => undefined),
      },
    },
  };
}

describe('detectTopazTablet', () => {
  it('finds nothing without the extension or SigWeb (tests, most computers): the pad uses the mouse', async () => {
    expect(await detectTopazTablet({}, root())).toBeNull();
    expect(await detectTopazTablet(fakeSigWeb({ IsSigWebInstalled: () => false }), root())).toBeNull();
  });

  it('finds the SigPlusExtLite extension when it marks the page and a tablet is attached', async () => {
    const page = root();
    page.setAttribute('SigPlusExtLiteExtension-installed', 'true');
    const tablet = await detectTopazTablet({ Topaz: fakeExtLite(1) }, page);
    expect(tablet?.kind).toBe('sigplus-ext-lite');
    expect(await tablet?.capture()).toBe('data:image/png;base64,AAAA');
    expect(await detectTopazTablet({ Topaz: fakeExtLite(0) }, page)).toBeNull();
  });

  it('drives SigWeb: live capture on the canvas, then the PNG image', async () => {
    const sigWeb = fakeSigWeb();
    const tablet = await detectTopazTablet(sigWeb, root());
    expect(tablet?.kind).toBe('sigweb');
    const canvas = document.createElement('canvas');
    vi.spyOn(canvas, 'getContext').mockReturnValue({} as CanvasRenderingContext2D);
    await tablet?.start(canvas);
    expect(sigWeb.SetDisplayXSize).toHaveBeenCalledWith(350);
    expect(sigWeb.SetDisplayYSize).toHaveBeenCalledWith(150);
    expect(await tablet?.capture()).toBe('data:image/png;base64,iVBORw0KGgo=');
    expect(sigWeb.SetTabletState).toHaveBeenLastCalledWith(0, 7);
  });

  it('says nothing was signed when SigWeb has no points', async () => {
    const tablet = await detectTopazTablet(fakeSigWeb({ NumberOfTabletPoints: () => 0 }), root());
    expect(await tablet?.capture()).toBeNull();
  });

  it('rejects start when SigWeb cannot open the tablet, so the pad falls back to the mouse', async () => {
    const tablet = await detectTopazTablet(fakeSigWeb({ SetTabletState: () => null }), root());
    const canvas = document.createElement('canvas');
    vi.spyOn(canvas, 'getContext').mockReturnValue({} as CanvasRenderingContext2D);
    await expect(tablet?.start(canvas)).rejects.toThrow();
  });

  it('treats a throwing SigWeb as no tablet', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const broken = fakeSigWeb({
      IsSigWebInstalled: () => {
        throw new Error('service down');
      },
    });
    expect(await detectTopazTablet(broken, root())).toBeNull();
    warn.mockRestore();
  });
});
