/**
 * The calls a press on a step makes with its answers alone (journey-engine's callsOfAnswers), which a
 * press module asks as soon as it has the press's answers, before its runtime decides anything: a
 * call of the step's next rules is one where every input is the answer to one of the step's fields.
 */
import { callsOfAnswers, compileFlow, interpretedLogic, type Flow } from 'journey-engine';
import { expect, it } from 'vitest';

/** A step with an address and a password, whose one next rule makes a call with this input. */
function stepCalling(input: Record<string, unknown>) {
  const flow = {
    id: 'calls-of-answers',
    basePath: '/proef',
    layout: 'onboarding',
    steps: [
      { id: 'before', path: 'eerst', type: 'form', form: { fields: [{ name: 'firstName', input: 'text', label: 'x', schema: { type: 'string' } }] } },
      {
        id: 'ask',
        path: 'vraag',
        type: 'form',
        form: {
          fields: [
            { name: 'email', input: 'email', label: 'x', schema: { type: 'string' } },
            { name: 'password', input: 'password', label: 'x', schema: { type: 'string' } },
          ],
        },
        next: [
          { call: { operation: 'identity.login', input, outcomes: { success: { continue: true }, error: { call: { operation: 'identity.checkEmail', input, outcomes: {} } } } } },
        ],
      },
    ],
  } as unknown as Flow;
  const step = compileFlow(flow, { logic: interpretedLogic() }).steps[1];
  if (!step) throw new Error('no step ask');
  return step;
}

it.each([
  { why: 'an input that is a field’s answer is asked at the press', input: { loginID: { var: 'answers.email' } }, asked: { loginID: 'email' } },
  {
    why: 'two fields’ answers',
    input: { loginID: { var: 'answers.email' }, password: { var: ['answers.password'] } },
    asked: { loginID: 'email', password: 'password' },
  },
  { why: 'one field’s answer in two inputs', input: { loginID: { var: 'answers.email' }, again: { var: 'answers.email' } }, asked: { loginID: 'email', again: 'email' } },
  { why: 'no input: the press gives all it needs', input: {}, asked: {} },
  { why: 'an input computed from an answer is left to the runtime', input: { loginID: { cat: [{ var: 'answers.email' }, '!'] } }, asked: undefined },
  { why: 'an input that is a constant', input: { loginID: { var: 'answers.email' }, channel: 'web' }, asked: undefined },
  { why: 'an input from what is known of the visitor', input: { loginID: { var: 'user.email' } }, asked: undefined },
  { why: 'an answer given on another step', input: { loginID: { var: 'answers.firstName' } }, asked: undefined },
])('$why', ({ input, asked }) => {
  // The call made after the first one's outcome waits for that outcome: never asked at the press.
  expect(callsOfAnswers(stepCalling(input))).toEqual(asked ? [{ operation: 'identity.login', input: asked }] : []);
});
