// Whether the member is looking at this window: read state is only sent while they are.
import { useEffect, useState } from 'react';

const isFocused = () => document.visibilityState === 'visible' && document.hasFocus();

export function useWindowFocused(): boolean {
  const [focused, setFocused] = useState(isFocused);
  useEffect(() => {
    const update = () => setFocused(isFocused());
    window.addEventListener('focus', update);
    window.addEventListener('blur', update);
    document.addEventListener('visibilitychange', update);
    update();
    return () => {
      window.removeEventListener('focus', update);
      window.removeEventListener('blur', update);
      document.removeEventListener('visibilitychange', update);
    };
  }, []);
  return focused;
}
