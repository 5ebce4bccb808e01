import { useEffect } from 'react';
import { recordInteraction } from '../core/session';

const MIN_GAP_MS = 15_000;

/** Stores the last time the user clicked or typed (for idle-session handling), at most every 15 s. */
export function useRecordInteraction(): void {
  useEffect(() => {
    let last = 0;
    const onActivity = () => {
      const now = Date.now();
      if (now - last < MIN_GAP_MS) return;
      last = now;
      recordInteraction(now);
    };
    onActivity();
    const events = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;
    for (const name of events) window.addEventListener(name, onActivity, { passive: true });
    return () => {
      for (const name of events) window.removeEventListener(name, onActivity);
    };
  }, []);
}
