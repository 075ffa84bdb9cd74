/**
 * The studio's model from its server (studio/model.ts), fetched again whenever the server says a
 * file changed (server-sent events), so every view shows the files as they are saved.
 */
import { useEffect, useState } from 'react';
import type { StudioModel } from '../model.ts';

export type LoadedModel = StudioModel & {
  siteUrl: string;
  sandboxUrl: string;
  demoUsers: { email: string; description: string }[];
  /** The visitors a campaign's path depends on, each a demo user (studio/demo-user.ts). */
  situations: { label: string; email?: string }[];
  /** The partner offers whose link an explanation may start from. */
  offers: { id: string; name: string }[];
};

export function useModel(): { model?: LoadedModel; error?: string } {
  const [state, setState] = useState<{ model?: LoadedModel; error?: string }>({});
  useEffect(() => {
    let current = 0;
    const load = (): void => {
      fetch('/api/model')
        .then(async (response) => {
          const body = (await response.json()) as LoadedModel & { error?: string };
          if (!response.ok) throw new Error(body.error ?? `de studio antwoordde ${response.status}`);
          current = body.version;
          setState({ model: body });
        })
        .catch((error: unknown) => setState((before) => ({ ...before, error: error instanceof Error ? error.message : String(error) })));
    };
    const events = new EventSource('/api/events');
    events.onmessage = (event) => {
      if (Number(event.data) !== current) load();
    };
    return () => events.close();
  }, []);
  return state;
}
