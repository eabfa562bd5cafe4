import type { ViewerPagerAction, ViewerPagerState } from '@clinic/forms-core';
import { type Dispatch, type RefObject, useEffect, useRef, useState } from 'react';
import type { FormStore } from '../store/formStore';
import { focusFirstInvalidField } from './focusFirstInvalidField';

/**
 * Asks the viewer to show a page, e.g. the first page holding an error, and then to focus the
 * first field with an error on it. A new object each time: asking again for the page already
 * shown focuses again.
 */
export interface FocusRequest {
  /** Zero-based. */
  readonly page: number;
  readonly focusField: boolean;
}

export interface FocusTarget {
  pager: ViewerPagerState;
  dispatch: Dispatch<ViewerPagerAction>;
  /** True while components of the shown page are still loading or mounting (readiness tracker). */
  busy: RefObject<boolean>;
  /** The viewer's form element, whose fields are searched. */
  root: RefObject<HTMLElement | null>;
  store: FormStore;
}

/**
 * Follows focus requests without timers: each step waits for the state it needs. The page is
 * asked for while nothing loads (the pager ignores a go-to while a page loads), and the field is
 * focused after the commit that shows that page, once the page's lazily loaded renderers and
 * clinical components have mounted: the effect runs again when loading ends (the pager changes).
 */
export function useFocusRequest(request: FocusRequest | null, target: FocusTarget): void {
  const { pager, dispatch, busy, root, store } = target;
  // A viewer mounting is the page around it changing (a wizard step shown again), and that page
  // places the focus itself: the request it mounts with only turns the page.
  const [mountedWith] = useState(request);
  const done = useRef<FocusRequest | null>(null);
  useEffect(() => {
    if (!request || done.current === request || busy.current) return;
    const page = Math.min(request.page, pager.total - 1);
    if (pager.current !== page) {
      dispatch({ type: 'go-to', page });
      return;
    }
    done.current = request;
    if (request.focusField && request !== mountedWith && root.current)
      focusFirstInvalidField(root.current, store);
  }, [request, pager, dispatch, busy, root, store, mountedWith]);
}
