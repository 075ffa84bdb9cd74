/**
 * What the studio's server answers at an address, asked again whenever the address or the model's
 * version changes; an answer that arrives after another was asked for is dropped. The key says
 * which question an answer belongs to, so a view never shows one question's answer under another.
 */
import { useEffect, useState } from 'react';

export interface Answer<T> {
  /** The question answered: the model's version and the address. */
  key: string;
  value?: T;
  error?: string;
}

/** address: the server's API (undefined: nothing to ask); version: the model's, so a saved file asks again. */
export function useAnswer<T>(address: string | undefined, version: number): { answer: Answer<T>; key: string } {
  const key = `${version} ${address ?? ''}`;
  const [answer, setAnswer] = useState<Answer<T>>({ key: '' });
  useEffect(() => {
    if (address === undefined) return;
    let current = true;
    fetch(address)
      .then(async (response) => {
        const body = (await response.json()) as T & { error?: string };
        if (current) setAnswer(response.ok ? { key, value: body } : { key, error: body.error });
      })
      .catch((error: unknown) => current && setAnswer({ key, error: String(error) }));
    return () => {
      current = false;
    };
  }, [key, address]);
  return { answer, key };
}
