// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { appStylesheets } from './appStylesheets';

function deferredStylesheet(): HTMLLinkElement {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.media = 'print';
  link.dataset.appStyle = '';
  document.head.append(link);
  return link;
}

afterEach(() => {
  document.head.replaceChildren();
});

describe('the stylesheets index.html loads beside the first paint', () => {
  it('are switched on, and the app renders only once every one has arrived (or failed)', async () => {
    const [first, second] = [deferredStylesheet(), deferredStylesheet()];
    let ready = false;
    const waiting = appStylesheets().then(() => {
      ready = true;
    });
    expect([first.media, second.media]).toEqual(['all', 'all']);
    first.dispatchEvent(new Event('load'));
    await Promise.resolve();
    expect(ready).toBe(false);
    second.dispatchEvent(new Event('error'));
    await waiting;
    expect(ready).toBe(true);
  });

  it('leaves other stylesheets alone and resolves at once when there is none (the dev server)', async () => {
    const own = document.createElement('link');
    own.rel = 'stylesheet';
    own.media = 'print';
    document.head.append(own);
    await appStylesheets();
    expect(own.media).toBe('print');
  });
});
