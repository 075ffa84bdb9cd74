/**
 * The rules a registration must meet, taken from the registration flow itself: the server checks
 * the very field schemas the visitor's browser checked, so no rule can be skipped by calling the
 * identity provider directly.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { compileAnswersValidator, ruleViolations, type RuleViolation, givenAnswers } from 'journey-engine';
import type { Flow } from 'journey-engine';

const FLOW = fileURLToPath(new URL('../../flows/registration/registration.flow.json', import.meta.url));

/** What every account's profile needs, whichever way it was made (form, social login). */
const PROFILE = ['firstName', 'lastName', 'gender', 'birthdate', 'acceptTerms'];
/** A registration by form also needs the address; the password is optional: in the registration experiment the visitor sets it from the e-mail. */
const REGISTRATION = ['email', ...PROFILE];

const flow = JSON.parse(readFileSync(FLOW, 'utf8')) as Flow;
const fields = flow.steps.flatMap((step) => step.form?.fields ?? []);
const validate = compileAnswersValidator(fields, REGISTRATION);
const validateProfile = compileAnswersValidator(fields, PROFILE);

export type { RuleViolation };

/** The answers as the registration form gives them: trimmed, a name of spaces not given at all. */
export function registrationAnswers(values: Record<string, unknown>): Record<string, unknown> {
  return givenAnswers(values, fields);
}

export function registrationViolations(answers: Record<string, unknown>): RuleViolation[] {
  return ruleViolations(validate, answers);
}

/** For finishing an incomplete account: the profile's rules, the address being known already. */
export function profileViolations(answers: Record<string, unknown>): RuleViolation[] {
  return ruleViolations(validateProfile, answers);
}
