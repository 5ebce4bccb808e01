import type { Banner } from './feedback-banner';

/**
 * A list page's onSaved for one of its panels: close the panel (back to the list), then show the server's
 * message ("Saved successfully") in the page's banner.
 */
export function closeAndShow(close: () => void, setBanner: (banner: Banner | null) => void) {
  return (message: string) => {
    close();
    setBanner({ type: 'success', text: message });
  };
}
