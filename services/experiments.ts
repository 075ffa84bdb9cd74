/** The experiments a visitor takes part in, from a service's answer: a group other than variant or control is no part at all. */
export function experimentsTakenPart(groups: Readonly<Record<string, string | null>>): Record<string, 'variant' | 'control'> {
  return Object.fromEntries(Object.entries(groups).filter((entry): entry is [string, 'variant' | 'control'] => entry[1] === 'variant' || entry[1] === 'control'));
}
