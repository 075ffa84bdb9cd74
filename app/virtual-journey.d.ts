declare module 'virtual:journey' {
  import type { Flow } from '../engine/core/types.ts';
  export const flows: Flow[];
  export const sharedConditions: Record<string, unknown>;
  export const copy: Record<string, unknown>;
  export const site: { displayName: string; externalDestinations: Record<string, string> };
}

declare module 'virtual:journey/validators' {
  import type { PrecompiledValidator } from '../engine/react/form-resolver.ts';
  const validators: Record<string, PrecompiledValidator>;
  export = validators;
}
