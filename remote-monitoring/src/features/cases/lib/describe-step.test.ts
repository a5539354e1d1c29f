import { describeAction, describeAssertion, plainText } from './describe-step';

describe('describeAction / describeAssertion with locators', () => {
  it('names the element the way the runner finds it first, else by its CSS selector', () => {
    const words = (locator: object, selector: string | null = '.btn') =>
      plainText(describeAction({ type: 'click', selector, value: null, locator }));
    expect(words({ role: 'link', name: 'Pricing' })).toBe('Click `link "Pricing"`');
    expect(words({ label: 'Email' })).toBe('Click `field "Email"`');
    expect(words({ text: 'Go' }, null)).toBe('Click `"Go"`');
    expect(words({ test_id: 'go' })).toBe('Click `test id go`');
    expect(words({})).toBe('Click `.btn`');
    expect(plainText(describeAction({ type: 'select', selector: '#size', value: 'l' }))).toBe(
      'Choose `l` in `#size`',
    );
    expect(plainText(describeAssertion({ type: 'regex', selector: null, value: '/docs$' }))).toBe(
      'Expect the page address to match `//docs$/`',
    );
    expect(
      plainText(
        describeAssertion({
          type: 'text',
          selector: null,
          value: 'Hi',
          locator: { role: 'heading' },
        }),
      ),
    ).toBe('Expect `heading` to read `Hi`');
  });
});
