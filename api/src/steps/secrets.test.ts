import type { CaseStep } from '@vigil/contract';
import { referencedSecrets, withSecrets } from './secrets';

const secrets = new Map([
  ['PASSWORD', 'open sesame'],
  ['PIN', 'open'],
]);
const fill = (value: string): CaseStep => ({
  action: { type: 'change', selector: '#p', value },
  assertion: { type: 'contains', selector: 'h1', value: 'Hi {{PIN}}' },
});

describe('secrets in steps', () => {
  it('lists each name a run uses once, from actions and assertions', () => {
    expect(referencedSecrets([fill('{{PASSWORD}}'), fill('x{{PASSWORD}}y')])).toEqual([
      'PASSWORD',
      'PIN',
    ]);
  });

  it('types the values, leaves the stored step as it was, and says a field got a secret', () => {
    const step = fill('pre-{{PASSWORD}}');
    const resolved = withSecrets(step, secrets);
    expect(resolved.step.action.value).toBe('pre-open sesame');
    expect(resolved.step.assertion?.value).toBe('Hi open');
    expect(resolved.typed).toBe(true);
    expect(step.action.value).toBe('pre-{{PASSWORD}}');
  });

  it('fails by name when the team has not set a secret', () => {
    expect(() => withSecrets(fill('{{MISSING}}'), secrets)).toThrow('secret MISSING is not set');
  });
});
