/**
 * The error reporter and the tracker. Both push onto window.dataLayer, where the consented tag
 * manager picks them up; the error reporter also logs to the console for developers.
 */
type Layer = Record<string, unknown>[];

declare global {
  interface Window {
    dataLayer?: Layer;
  }
}

function push(entry: Record<string, unknown>): void {
  (window.dataLayer ??= []).push(entry);
}

export function reportError(error: { message: string; code?: unknown; providerCode?: unknown; detail?: unknown }): void {
  console.error('[error]', error.message, error);
  push({ event: 'error', ...error });
}

export function track(event: Record<string, unknown>): void {
  push(event);
}
