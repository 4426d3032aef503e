import { useEffect, useState } from 'react';
import { MOBILE_QUERY } from '../../../src/lib/settings-rules';

const query = () => (typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(MOBILE_QUERY) : null);

/** True below the desktop breakpoint (992 px), following resizes. */
export function useMobile(): boolean {
  const [mobile, setMobile] = useState(() => query()?.matches ?? false);
  useEffect(() => {
    const list = query();
    if (!list) return;
    const update = () => setMobile(list.matches);
    update();
    // Support: MediaQueryList.addEventListener (Safari 14+).
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, []);
  return mobile;
}
