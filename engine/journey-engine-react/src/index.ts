/** The React binding of the journey engine: a site's step types, its layouts and the runtime's snapshot rendered with React. */
export * from './browser-history.ts';
// The press before the site runs is an opt-in of its own (early-press-module.ts); the rest of
// early-press.ts is the package's own (JourneySite, kept-press.ts).
export { HELD_ATTRIBUTE, LIVE_ATTRIBUTE, whenLive } from './early-press.ts';
export * from './form-resolver.ts';
export * from './hydrated.ts';
export * from './mount-page.ts';
export * from './page-title.ts';
export * from './prerendered-page.ts';
export * from './runtime-config.ts';
export * from './static-navigation.ts';
export * from './screen-position.ts';
export * from './step-context.ts';
export * from './step-type.ts';
export * from './types.ts';
export * from './use-step-form.ts';
export * from './JourneyView.tsx';
export * from './TargetLink.tsx';
export * from './runtime.tsx';
